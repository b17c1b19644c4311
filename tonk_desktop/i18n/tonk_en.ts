<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Accessibility</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message numerus="yes">
        <source>{count} of your %n decisions marked.</source>
        <translation>
            <numerusform>{count} of your %n decision marked.</numerusform>
            <numerusform>{count} of your %n decisions marked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {name}&apos;s %n decisions marked.</source>
        <translation>
            <numerusform>{count} of {name}&apos;s %n decision marked.</numerusform>
            <numerusform>{count} of {name}&apos;s %n decisions marked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among your %n decisions.</source>
        <translation>
            <numerusform>No costly decision found: you made %n decision.</numerusform>
            <numerusform>No costly decision found among your %n decisions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among {name}&apos;s %n decisions.</source>
        <translation>
            <numerusform>No costly decision found: {name} made %n decision.</numerusform>
            <numerusform>No costly decision found among {name}&apos;s %n decisions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>The stock: %n cards face down. Draw the top one with T, a double-click, or by dragging it to your hand</source>
        <translation>
            <numerusform>The stock: %n card face down. Draw the top one with T, a double-click, or by dragging it to your hand</numerusform>
            <numerusform>The stock: %n cards face down. Draw the top one with T, a double-click, or by dragging it to your hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
