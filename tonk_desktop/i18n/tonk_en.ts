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
    <name>DailyChart</name>
    <message numerus="yes">
        <source>%n day(s) from {first} to {last}: your results add up to {you}, hard&apos;s in your seat to {hard}.</source>
        <translation>
            <numerusform>%n day from {first} to {last}: your results add up to {you}, hard&apos;s in your seat to {hard}.</numerusform>
            <numerusform>%n days from {first} to {last}: your results add up to {you}, hard&apos;s in your seat to {hard}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message numerus="yes">
        <source>Each level played the round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>Each level played the round %n time, the same opponents each time.</numerusform>
            <numerusform>Each level played the round %n times, the same opponents each time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>%n replay never ended and is left out.</numerusform>
            <numerusform>%n replays never ended and are left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionDuplicate</name>
    <message numerus="yes">
        <source>The computer is playing %n round(s) again in your seat, with the same cards…</source>
        <translation>
            <numerusform>The computer is playing %n round again in your seat, with the same cards…</numerusform>
            <numerusform>The computer is playing %n rounds again in your seat, with the same cards…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>Round {number}: %n replay never ended and is left out.</numerusform>
            <numerusform>Round {number}: %n replays never ended and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each level played each round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>Each level played each round %n time, the same opponents each time.</numerusform>
            <numerusform>Each level played each round %n times, the same opponents each time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) without a deck to deal again are left out of the sums.</source>
        <translation>
            <numerusform>%n round without a deck to deal again is left out of the sums.</numerusform>
            <numerusform>%n rounds without a deck to deal again are left out of the sums.</numerusform>
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
