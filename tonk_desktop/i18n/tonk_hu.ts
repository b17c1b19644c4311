<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>Accessibility</name>
    <message>
        <source>Stock</source>
        <translation>Húzópakli</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Lefordított lap</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>a kezedben</translation>
    </message>
    <message>
        <source>top of the discard pile</source>
        <translation>a dobópakli tetején</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>in your spread</source>
        <translation>a spread-edben</translation>
    </message>
    <message>
        <source>in a spread of {name}</source>
        <translation>{name} spread-jében</translation>
    </message>
    <message>
        <source>in a spread</source>
        <translation>egy spread-ben</translation>
    </message>
    <message>
        <source>in the hand of {name}</source>
        <translation>{name} kezében</translation>
    </message>
    <message>
        <source>Select or deselect this card</source>
        <translation>A lap kiválasztása vagy a kiválasztás megszüntetése</translation>
    </message>
    <message>
        <source>Draw this card</source>
        <translation>A lap felhúzása</translation>
    </message>
    <message>
        <source>Hit this spread with the selected card</source>
        <translation>Ütés erre a spread-re a kiválasztott lappal</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>oszt</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>következik</translation>
    </message>
    <message>
        <source>last turn: {moves}</source>
        <translation>utolsó lépés: {moves}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kártyaasztal</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance chart</source>
        <translation>Egyenleg-grafikon</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Még nincs forduló</translation>
    </message>
    <message>
        <source>The balances appear here after the first round.</source>
        <translation>Az egyenlegek az első forduló után jelennek meg itt.</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>Joker</source>
        <translation>Dzsóker</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a card&apos;s full name, e.g. &apos;Queen of spades&apos;; {rank} and {suit} are the words translated in this context</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a card&apos;s name</comment>
        <translation>ász</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>in a card&apos;s name</comment>
        <translation>kettes</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>in a card&apos;s name</comment>
        <translation>hármas</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>in a card&apos;s name</comment>
        <translation>négyes</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>in a card&apos;s name</comment>
        <translation>ötös</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>in a card&apos;s name</comment>
        <translation>hatos</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>in a card&apos;s name</comment>
        <translation>hetes</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>in a card&apos;s name</comment>
        <translation>nyolcas</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>in a card&apos;s name</comment>
        <translation>kilences</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>in a card&apos;s name</comment>
        <translation>tízes</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a card&apos;s name</comment>
        <translation>bubi</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a card&apos;s name</comment>
        <translation>dáma</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a card&apos;s name</comment>
        <translation>király</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>in a card&apos;s name</comment>
        <translation>treff</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>in a card&apos;s name</comment>
        <translation>káró</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>in a card&apos;s name</comment>
        <translation>kőr</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>in a card&apos;s name</comment>
        <translation>pikk</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>The coach is looking at your decisions…</source>
        <translation>Az edző a döntéseidet vizsgálja…</translation>
    </message>
    <message>
        <source>The coach is looking at {name}&apos;s decisions…</source>
        <translation>Az edző {name} döntéseit vizsgálja…</translation>
    </message>
    <message>
        <source>The coach is looking at the session&apos;s rounds…</source>
        <translation>Az edző a parti fordulóit vizsgálja…</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Az elemzés megszakítva.</translation>
    </message>
    <message>
        <source>The coach could not read this round: {error}</source>
        <translation>Az edző nem tudta beolvasni ezt a fordulót: {error}</translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost of your decisions: {cost} units.</source>
        <translation>Döntéseid becsült ára ebben a fordulóban: {cost} egység.</translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost of {name}&apos;s decisions: {cost} units.</source>
        <translation>{name} döntéseinek becsült ára ebben a fordulóban: {cost} egység.</translation>
    </message>
    <message numerus="yes">
        <source>{count} of your %n decisions marked.</source>
        <translation>
            <numerusform>%n döntésedből {count} megjelölve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {name}&apos;s %n decisions marked.</source>
        <translation>
            <numerusform>{name} %n döntéséből {count} megjelölve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among your %n decisions.</source>
        <translation>
            <numerusform>Egyetlen döntésed sem volt drága (%n döntés).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among {name}&apos;s %n decisions.</source>
        <translation>
            <numerusform>{name} egyetlen döntése sem volt drága (%n döntés).</numerusform>
        </translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost: none.</source>
        <translation>A forduló becsült ára: semmi.</translation>
    </message>
    <message>
        <source>{cost} · move {number}: {reason}</source>
        <translation>{cost} · {number}. lépés: {reason}</translation>
    </message>
    <message>
        <source>No hindsight for this decision.</source>
        <translation>Ehhez a döntéshez nincs utólagos eredmény.</translation>
    </message>
    <message>
        <source>{name}: {mean} units a round</source>
        <translation>{name}: fordulónként {mean} egység</translation>
    </message>
    <message>
        <source>improving</source>
        <translation>javul</translation>
    </message>
    <message>
        <source>getting worse</source>
        <translation>romlik</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>változatlan</translation>
    </message>
    <message>
        <source>{name}: {mean} units a round, {direction} ({trend} a round)</source>
        <translation>{name}: fordulónként {mean} egység, {direction} (fordulónként {trend})</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Edző</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Cancel the analysis</source>
        <translation>Az elemzés megszakítása</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Az elemzés állása</translation>
    </message>
    <message>
        <source>Summary: the costliest decisions first</source>
        <translation>Összegzés: a legdrágább döntések elöl</translation>
    </message>
    <message>
        <source>Costliest decisions; press Enter to go there</source>
        <translation>A legdrágább döntések; Enterrel odaugrik</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>Megjelölt döntések</translation>
    </message>
    <message>
        <source>Marked decisions, in order of play</source>
        <translation>Megjelölt döntések a játék sorrendjében</translation>
    </message>
    <message>
        <source>Hindsight: with the cards as they really lay</source>
        <translation>Utólag: a lapok valódi helyével</translation>
    </message>
    <message>
        <source>The coach judges only what you could see. This is what the better move would have given with every card known: luck, not judgement.</source>
        <translation>Az edző csak abból ítél, amit láthattál. Ez az, amit a jobb lépés hozott volna, ha minden lapot ismersz: szerencse, nem ítélőképesség.</translation>
    </message>
    <message>
        <source>Look at every round of the session ({count})</source>
        <translation>A parti minden fordulójának átnézése ({count})</translation>
    </message>
    <message>
        <source>This session: estimated cost per round</source>
        <translation>Ez a parti: becsült veszteség fordulónként</translation>
    </message>
    <message>
        <source>Estimated cost per round, by player</source>
        <translation>Becsült ár fordulónként, játékosonként</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <source>Declaring your dealt 49 wins at once.</source>
        <translation>A kiosztott 49 bemondása azonnal nyer.</translation>
    </message>
    <message>
        <source>Knocking with {total} was likely to be caught ({chance}): {player} took {cards} from the pile.</source>
        <translation>{total} ponttal kopogva valószínű volt az elkapás ({chance}): {player} felvette a dobópakliból: {cards}.</translation>
    </message>
    <message>
        <source>Knocking with {total} was likely to be caught ({chance}): {player} may well hold as little.</source>
        <translation>{total} ponttal kopogva valószínű volt az elkapás ({chance}): {player} kezében könnyen lehet ennyi vagy kevesebb.</translation>
    </message>
    <message>
        <source>Knocking with {total} was early: playing on was worth more (a knock would be caught {chance} of the time).</source>
        <translation>{total} ponttal korai volt kopogni: többet ért folytatni (a kopogást az esetek {chance}-ában elkapták volna).</translation>
    </message>
    <message>
        <source>Knocking with {total} would have won {chance} of the time.</source>
        <translation>{total} ponttal kopogva az esetek {chance}-ában nyertél volna.</translation>
    </message>
    <message>
        <source>Taking {card} from the pile was better: it fits with {cards}.</source>
        <translation>Jobb lett volna felvenni a dobópakliból ezt: {card}; illik ehhez: {cards}.</translation>
    </message>
    <message>
        <source>Taking {card} from the pile was better than a card from the stock.</source>
        <translation>Jobb lett volna a dobópakliból felvenni ezt: {card}, mint a húzópakliból húzni.</translation>
    </message>
    <message>
        <source>Drawing from the stock was better than taking {card}.</source>
        <translation>Jobb lett volna a húzópakliból húzni, mint felvenni ezt: {card}.</translation>
    </message>
    <message>
        <source>Declining the discard was better: {total} was likely the lowest.</source>
        <translation>Jobb lett volna lemondani a dobott lapról: {total} pont valószínűleg a legkevesebb volt.</translation>
    </message>
    <message>
        <source>Taking {card} was better than ending the round on {total}.</source>
        <translation>Jobb lett volna felvenni ezt: {card}, mint {total} ponttal lezárni a fordulót.</translation>
    </message>
    <message>
        <source>Laying {cards} was better than holding it back.</source>
        <translation>Jobb lett volna lerakni ezt: {cards}, mint kézben tartani.</translation>
    </message>
    <message>
        <source>Hitting with {card} was better.</source>
        <translation>Jobb lett volna ütni ezzel: {card}.</translation>
    </message>
    <message>
        <source>{card} fits with what {player} took from the pile ({cards}).</source>
        <translation>{card} illik ahhoz, amit {player} felvett a dobópakliból ({cards}).</translation>
    </message>
    <message>
        <source>{card} fitted with {cards}, {other} with nothing: throwing {other} was better.</source>
        <translation>{card} illett ehhez: {cards}, {other} semmihez: jobb lett volna {other} lapot eldobni.</translation>
    </message>
    <message>
        <source>Throwing {other} was better: it is worth more than {card}.</source>
        <translation>Jobb lett volna eldobni ezt: {other}; többet ér, mint {card}.</translation>
    </message>
    <message>
        <source>Throwing {other} was better than {card}.</source>
        <translation>Jobb lett volna {other} lapot eldobni, mint {card} lapot.</translation>
    </message>
    <message>
        <source>Keeping the cards in hand was better than: {move}.</source>
        <translation>Jobb lett volna kézben tartani a lapokat, mint ez: {move}.</translation>
    </message>
    <message>
        <source>Better: {move}.</source>
        <translation>Jobb lett volna: {move}.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Pontatlanság</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Baklövés</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>kopogás</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>húzás a húzópakliból</translation>
    </message>
    <message>
        <source>take {card} from the pile</source>
        <translation>{card} felvétele a dobópakliból</translation>
    </message>
    <message>
        <source>take from the pile</source>
        <translation>felvétel a dobópakliból</translation>
    </message>
    <message>
        <source>lay {cards}</source>
        <translation>{cards} lerakása</translation>
    </message>
    <message>
        <source>hit with {card}</source>
        <translation>ütés ezzel: {card}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card} eldobása</translation>
    </message>
    <message>
        <source>decline the discard</source>
        <translation>lemondás a dobott lapról</translation>
    </message>
    <message>
        <source>declare the dealt 49</source>
        <translation>a kiosztott 49 bemondása</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Move {number} · {mark}: {chosen} (better: {best}), cost {cost} ± {error}</source>
        <translation>{number}. lépés · {mark}: {chosen} (jobb: {best}), ár: {cost} ± {error}</translation>
    </message>
    <message>
        <source>Move {number}: {move} would have given {net}; the round gave {actual}.</source>
        <translation>{number}. lépés: {move} ezt hozta volna: {net}; a forduló ezt hozta: {actual}.</translation>
    </message>
    <message>
        <source>The hint would have played otherwise at {moves}; the coach found the difference too small to mark.</source>
        <translation>A tipp másképp játszott volna: {moves}; az edző szerint a különbség túl kicsi ahhoz, hogy megjelölje.</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>a(z) {number}. lépésnél ({move})</translation>
    </message>
    <message>
        <source>Move {number}: {move}, then simple play by all, would have given {net}; the round gave {actual}.</source>
        <translation>{number}. lépés: {move}, utána mindenki egyszerű játékával, ezt hozta volna: {net}; a forduló ezt hozta: {actual}.</translation>
    </message>
</context>
<context>
    <name>DailyChart</name>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>Hard in your seat</source>
        <translation>Nehéz gép a helyeden</translation>
    </message>
    <message>
        <source>Your deal of the day results beside hard&apos;s, by date</source>
        <translation>A nap osztásán elért eredményeid a Nehéz gépé mellett, dátum szerint</translation>
    </message>
    <message>
        <source>No deal of the day played yet.</source>
        <translation>Még nem játszottál a nap osztásával.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) from {first} to {last}: your results add up to {you}, hard&apos;s in your seat to {hard}.</source>
        <translation>
            <numerusform>%n nap, {first} és {last} között: eredményeid összege {you}, a Nehéz gépé a helyeden {hard}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyResults</name>
    <message>
        <source>The deal of the day&apos;s results could not be read ({why}).</source>
        <translation>A nap osztásának eredményeit nem sikerült beolvasni ({why}).</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Osztás</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>A te eredményed</translation>
    </message>
    <message>
        <source>Hard (mean)</source>
        <translation>Nehéz gép (átlag)</translation>
    </message>
    <message>
        <source>Normal (mean)</source>
        <translation>Közepes gép (átlag)</translation>
    </message>
    <message>
        <source>Your deal of the day results, the latest first</source>
        <translation>A nap osztásán elért eredményeid, a legújabb elöl</translation>
    </message>
    <message>
        <source>Game ▸ Deal of the day: the same deal on every computer. Your result beside the computer&apos;s in your seat on the same cards, in stake units.</source>
        <translation>Játék ▸ A nap osztása: minden számítógépen ugyanaz az osztás. A te eredményed a gépé mellett, a helyeden, ugyanazokkal a lapokkal, tétegységben.</translation>
    </message>
    <message>
        <source>No deal of the day played yet. Game ▸ Deal of the day deals it; its result is kept here.</source>
        <translation>Még nem játszottál a nap osztásával. A Játék ▸ A nap osztása kiosztja; az eredménye itt marad meg.</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>How would the &amp;computer have played these cards?</source>
        <translation>Hogyan játszotta volna a &amp;gép ezeket a lapokat?</translation>
    </message>
    <message>
        <source>The same cards played again with hard and normal in your seat (Shift+C)</source>
        <translation>Ugyanazok a lapok még egyszer, a helyeden a Nehéz és a Közepes géppel (Shift+C)</translation>
    </message>
    <message>
        <source>Deal o&amp;f the day</source>
        <translation>A nap oszt&amp;ása</translation>
    </message>
    <message>
        <source>Today&apos;s deal, the same on every computer with these house rules</source>
        <translation>A mai osztás: ezekkel a házi szabályokkal minden gépen ugyanaz</translation>
    </message>
    <message>
        <source>The deal of the day, {date}: deal number {deal}.</source>
        <translation>A nap osztása, {date}: {deal}. számú osztás.</translation>
    </message>
    <message>
        <source>The computer can play a round&apos;s cards again once it is over.</source>
        <translation>A gép a forduló lapjait a forduló vége után játszhatja le újra.</translation>
    </message>
    <message>
        <source>No ledger session is in play.</source>
        <translation>Most nem folyik rögzített parti.</translation>
    </message>
    <message>
        <source>Tonk deal {date} {rules}, {players} players: {you}, hard in my seat {hard}</source>
        <translation>Tonk-osztás {date} {rules}, {players} játékos: {you}, a helyemen a Nehéz gép {hard}</translation>
    </message>
    <message>
        <source>The replay was cancelled.</source>
        <translation>Az újrajátszás megszakítva.</translation>
    </message>
    <message>
        <source>The round could not be played again: {error}</source>
        <translation>A fordulót nem lehetett újrajátszani: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>How would the computer have played these cards?</source>
        <translation>Hogyan játszotta volna a gép ezeket a lapokat?</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Mégse</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <source>For the whole &amp;session…</source>
        <translation>Az egész &amp;partira…</translation>
    </message>
    <message>
        <source>Every round of this session played again by the computer in your seat</source>
        <translation>A parti minden fordulóját újra lejátssza a gép a te helyeden</translation>
    </message>
    <message>
        <source>Copy the line to paste to friends</source>
        <translation>A barátoknak küldhető sor másolása</translation>
    </message>
    <message>
        <source>Cancel the replay</source>
        <translation>Az újrajátszás megszakítása</translation>
    </message>
    <message>
        <source>Replaying the round</source>
        <translation>A forduló újrajátszása</translation>
    </message>
    <message>
        <source>Your result:</source>
        <translation>A te eredményed:</translation>
    </message>
    <message>
        <source>Hard in your seat (mean):</source>
        <translation>Nehéz gép a helyeden (átlag):</translation>
    </message>
    <message>
        <source>Normal in your seat (mean):</source>
        <translation>Közepes gép a helyeden (átlag):</translation>
    </message>
    <message>
        <source>The cards:</source>
        <translation>A lapok:</translation>
    </message>
    <message>
        <source>The play:</source>
        <translation>A játék:</translation>
    </message>
    <message>
        <source>The computer is playing the round again in your seat, with the same cards…</source>
        <translation>A gép a helyeden újra lejátssza a fordulót ugyanazokkal a lapokkal…</translation>
    </message>
    <message>
        <source>In stakes won or lost. The cards: what hard got on these cards. The play: your result less that.</source>
        <translation>Nyert vagy vesztett tétben. A lapok: amit a Nehéz gép ezekkel a lapokkal elért. A játék: a te eredményed ennek levonásával.</translation>
    </message>
    <message numerus="yes">
        <source>Each level played the round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>Minden szint %n alkalommal játszotta le a fordulót, mindig ugyanazokkal az ellenfelekkel.</numerusform>
        </translation>
    </message>
    <message>
        <source>A person&apos;s seat ({names}) was played by normal.</source>
        <translation>Az ember helyén ({names}) a Közepes gép játszott.</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>%n újrajátszás nem ért véget, ezért kimaradt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The line to paste to friends</source>
        <translation>A barátoknak küldhető sor</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Másolva</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>{name} {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>High card for the deal: {cards}</source>
        <translation>Húzás az osztásért: {cards}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>A new game: {players} players, base stake {stake}</source>
        <translation>Új játék: {players} játékos, alaptét: {stake}</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>Te osztasz először</translation>
    </message>
    <message>
        <source>{name} deals first</source>
        <translation>{name} oszt először</translation>
    </message>
    <message>
        <source>you deal</source>
        <translation>te osztasz</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name} oszt</translation>
    </message>
    <message>
        <source>Round {number}: {dealer}</source>
        <translation>{number}. forduló: {dealer}</translation>
    </message>
    <message>
        <source>Round {number}, deal number {deal}: {dealer}</source>
        <translation>{number}. forduló, {deal}. számú osztás: {dealer}</translation>
    </message>
    <message>
        <source>The up-card is {card}</source>
        <translation>A felfordított lap: {card}</translation>
    </message>
    <message>
        <source>The session resumes after round {number}</source>
        <translation>A parti a(z) {number}. forduló után folytatódik</translation>
    </message>
    <message>
        <source>Round {number} resumes where it stopped</source>
        <translation>A(z) {number}. forduló ott folytatódik, ahol abbamaradt</translation>
    </message>
    <message>
        <source>Round {number} (deal number {deal}) resumes where it stopped</source>
        <translation>A(z) {number}. forduló ({deal}. számú osztás) ott folytatódik, ahol abbamaradt</translation>
    </message>
    <message>
        <source>You took back your turn (a practice round now)</source>
        <translation>Visszavontad a körödet (ez a forduló mostantól gyakorlás)</translation>
    </message>
    <message>
        <source>{name}&apos;s turn was taken back (a practice round now)</source>
        <translation>{name} köre visszavonva (ez a forduló mostantól gyakorlás)</translation>
    </message>
    <message>
        <source>You play your turn again:</source>
        <translation>Újra lejátszod a visszavont körödet:</translation>
    </message>
    <message>
        <source>{name}&apos;s turn is played again:</source>
        <translation>{name} visszavont köre újra lejátszva:</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Előbb fejezd be ezt a fordulót.</translation>
    </message>
    <message>
        <source>No round is being played.</source>
        <translation>Nincs folyamatban forduló.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours.</source>
        <translation>Most {name} jön, nem te.</translation>
    </message>
</context>
<context>
    <name>HandOffOverlay</name>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>Add tovább: {name} — kattints, ha kész</translation>
    </message>
    <message>
        <source>Every hand is hidden until then.</source>
        <translation>Addig minden kéz rejtve marad.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>the {card} on the pile fits your cards</source>
        <translation>a dobópakli tetején lévő {card} illik a lapjaidhoz</translation>
    </message>
    <message>
        <source>the {card} on the pile is cheap: {points} points</source>
        <translation>a dobópakli tetején lévő {card} olcsó: {points} pont</translation>
    </message>
    <message>
        <source>there is no card on the pile to take</source>
        <translation>a dobópaklin nincs felvehető lap</translation>
    </message>
    <message>
        <source>the {card} on the pile fits none of your cards</source>
        <translation>a dobópakli tetején lévő {card} egyik lapodhoz sem illik</translation>
    </message>
    <message>
        <source>laid down, these cards no longer count: {points} points less</source>
        <translation>lerakva ezek a lapok már nem számítanak: {points} ponttal kevesebb</translation>
    </message>
    <message>
        <source>the {card} fits that spread: {points} points less in your hand</source>
        <translation>{card} illik abba a spreadbe: {points} ponttal kevesebb a kezedben</translation>
    </message>
    <message>
        <source>the {card} counts {points} and is the card your hand needs least</source>
        <translation>{card} {points} pontot ér, és erre a lapra van a legkevésbé szükséged</translation>
    </message>
    <message>
        <source>your hand counts {total}: likely the lowest at the table</source>
        <translation>a kezed {total} pontot ér: valószínűleg ez a legkisebb az asztalnál</translation>
    </message>
    <message>
        <source>{name}&apos;s hand on show counts {other} against your {total}: a knock would be caught</source>
        <translation>{name} felfordított keze {other} pontot ér, a tiéd {total} pontot: a kopogást elkapnák</translation>
    </message>
    <message>
        <source>your hand counts {total}, less than any hand on show: {name}&apos;s counts {other}</source>
        <translation>a kezed {total} pontot ér, kevesebbet bármelyik felfordított kéznél: {name} keze {other} pontot</translation>
    </message>
    <message>
        <source>a dealt 49 wins 2 from everyone, and only if declared now</source>
        <translation>a kiosztott 49 mindenkitől 2-t nyer, de csak ha most bejelented</translation>
    </message>
    <message>
        <source>the discard would not help, and your total is low enough</source>
        <translation>a dobott lap nem segítene, és az összeged elég kicsi</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Open for a person</source>
        <translation>Szabad hely egy embernek</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Asztal nyitása</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name} asztala</translation>
    </message>
    <message>
        <source>Tonk table</source>
        <translation>Tonk-asztal</translation>
    </message>
    <message>
        <source>the name the others see</source>
        <translation>ezt a nevet látják a többiek</translation>
    </message>
    <message>
        <source>The house rules in play</source>
        <translation>Az érvényes házi szabályok</translation>
    </message>
    <message>
        <source>Saved rules: {name}</source>
        <translation>Mentett szabályok: {name}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>{number}. hely:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>&amp;Ask my router to open the port to the internet (UPnP, PCP or NAT-PMP)</source>
        <translation>Kérem a &amp;routert, hogy nyissa meg a portot az internet felé (UPnP, PCP vagy NAT-PMP)</translation>
    </message>
    <message>
        <source>Friends at their own homes reach the table through your router&apos;s public address; the port is closed again when the table closes</source>
        <translation>A saját otthonukban lévő barátok a router nyilvános címén érik el az asztalt; az asztal bezárásakor a port újra bezárul</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>bármely szabad port</translation>
    </message>
    <message>
        <source>Seconds a turn, plus a reserve</source>
        <translation>Másodperc körönként, plusz tartalék</translation>
    </message>
    <message>
        <source>Off: no limit</source>
        <translation>Ki: nincs időkorlát</translation>
    </message>
    <message>
        <source>When a turn&apos;s seconds and the player&apos;s reserve are spent, a computer player finishes the turn, and everyone is told</source>
        <translation>Ha a kör másodpercei és a játékos tartaléka is elfogyott, a gép fejezi be a kört, és mindenki értesül róla</translation>
    </message>
    <message>
        <source> s a turn</source>
        <translation> mp körönként</translation>
    </message>
    <message>
        <source> s in reserve</source>
        <translation> mp tartalék</translation>
    </message>
    <message>
        <source>Announce the table on this network (friends&apos; Join dialogs list it)</source>
        <translation>Az asztal meghirdetése ezen a hálózaton (a barátok csatlakozási ablaka felsorolja)</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>Az as&amp;ztal neve:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>A &amp;neved:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Szabályok:</translation>
    </message>
    <message>
        <source>Base &amp;stake:</source>
        <translation>Alap&amp;tét:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Helyek:</translation>
    </message>
    <message>
        <source>&amp;Time to move:</source>
        <translation>&amp;Gondolkodási idő:</translation>
    </message>
    <message>
        <source>&amp;Listen at:</source>
        <translation>&amp;Cím, ahol vár:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Az asztal neve</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Base stake</source>
        <translation>Alaptét</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Pénznem</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Helyek</translation>
    </message>
    <message>
        <source>Time to move</source>
        <translation>Gondolkodási idő</translation>
    </message>
    <message>
        <source>Seconds a turn</source>
        <translation>Másodperc körönként</translation>
    </message>
    <message>
        <source>Seconds in reserve</source>
        <translation>Tartalék másodpercek</translation>
    </message>
    <message>
        <source>Listen at</source>
        <translation>Cím, ahol vár</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Ask my router to open the port</source>
        <translation>Port megnyitása a routeren</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Asztal &amp;megnyitása</translation>
    </message>
    <message>
        <source>Resume a table you &amp;hosted…</source>
        <translation>Korábbi asztal &amp;folytatása…</translation>
    </message>
    <message>
        <source>Open again a table this computer hosted: the others take their seats back</source>
        <translation>Egy asztal újranyitása, amelyet ez a gép nyitott: a többiek visszakapják a helyüket</translation>
    </message>
    <message>
        <source>Give the table a name: friends see it in their Join dialogs.</source>
        <translation>Adj nevet az asztalnak: a barátok ezt látják a csatlakozási ablakban.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at your seat.</source>
        <translation>Írd be a neved: a többiek ezt látják a helyednél.</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of {currency}.</source>
        <translation>„{text}” nem {currency}-összeg.</translation>
    </message>
    <message>
        <source>The stake must be more than zero.</source>
        <translation>A tétnek nullánál többnek kell lennie.</translation>
    </message>
    <message>
        <source>The table cannot listen there ({why}). Choose another address or port, and try again.</source>
        <translation>Az asztal nem tud ott várni ({why}). Válassz másik címet vagy portot, és próbáld újra.</translation>
    </message>
    <message>
        <source>&amp;Tables you hosted on this computer:</source>
        <translation>&amp;Asztalok, amelyeket ezen a gépen nyitottál:</translation>
    </message>
    <message>
        <source>Tables you hosted</source>
        <translation>Az általad nyitott asztalok</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>Az asztal &amp;folytatása</translation>
    </message>
    <message>
        <source>&amp;Forget the table…</source>
        <translation>Az asztal &amp;elfelejtése…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Vissza</translation>
    </message>
    <message>
        <source>No table hosted on this computer is kept to resume.</source>
        <translation>Ezen a gépen nincs folytatható asztal.</translation>
    </message>
    <message>
        <source>The same seats, stake, rules and join code; the round in progress goes on where it stood. The others choose Rejoin to take their seats back.</source>
        <translation>Ugyanazok a helyek, tét, szabályok és csatlakozási kód; a félbemaradt forduló ott folytatódik, ahol abbamaradt. A többiek a „Visszatérés az asztalhoz” gombbal kapják vissza a helyüket.</translation>
    </message>
    <message>
        <source>This table cannot be resumed: {why}</source>
        <translation>Ez az asztal nem folytatható: {why}</translation>
    </message>
    <message>
        <source>The table cannot listen where it did ({why}). Close the program that uses that port, or check this computer&apos;s address, and try again.</source>
        <translation>Az asztal nem tud ott várni, ahol korábban ({why}). Zárd be a programot, amely azt a portot használja, vagy nézd meg a gép címét, és próbáld újra.</translation>
    </message>
    <message>
        <source>Forget the table</source>
        <translation>Az asztal elfelejtése</translation>
    </message>
    <message>
        <source>Forget the table “{table}”?</source>
        <translation>Elfelejted a(z) „{table}” asztalt?</translation>
    </message>
    <message>
        <source>It can no longer be resumed, and the others can no longer rejoin it. Its finished rounds stay in your ledger.</source>
        <translation>Többé nem folytatható, és a többiek sem térhetnek vissza hozzá. A befejezett fordulói a nyilvántartásodban maradnak.</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Elfelejtem</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Megtartom</translation>
    </message>
    <message>
        <source>Could not forget the table: {why}</source>
        <translation>Nem sikerült elfelejteni az asztalt: {why}</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Meghívó</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Másolá&amp;s</translation>
    </message>
    <message>
        <source>Copy the invite</source>
        <translation>A meghívó másolása</translation>
    </message>
    <message>
        <source>&amp;Invite to paste into a chat (it holds the code too):</source>
        <translation>&amp;Meghívó, amelyet egy csevegésbe másolhatsz (a kód is benne van):</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Az asztalnál:</translation>
    </message>
    <message>
        <source>Who has joined</source>
        <translation>Ki csatlakozott</translation>
    </message>
    <message>
        <source>The router&apos;s port</source>
        <translation>A router portja</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Kész</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Csatlakozási kód:</translation>
    </message>
    <message>
        <source>The table “{table}” is open at address {address}, port {port}. Friends choose Game ▸ Join a table… and type the code below.</source>
        <translation>A(z) „{table}” asztal nyitva: cím {address}, port {port}. A barátok a Játék ▸ Csatlakozás asztalhoz… menüpontot választják, és beírják az alábbi kódot.</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Csatlakozási kód: {code}</translation>
    </message>
    <message>
        <source>Announced on the network at {address}.</source>
        <translation>Meghirdetve a(z) {address} hálózatán.</translation>
    </message>
    <message>
        <source>Not announced: friends join by address and port.</source>
        <translation>Nincs meghirdetve: a barátok cím és port alapján csatlakoznak.</translation>
    </message>
    <message>
        <source>{name}, computer player</source>
        <translation>{name}, számítógépes játékos</translation>
    </message>
    <message>
        <source>waiting for a person to join</source>
        <translation>játékosra vár</translation>
    </message>
    <message>
        <source>Seat {number}: {who}</source>
        <translation>{number}. hely: {who}</translation>
    </message>
    <message>
        <source>The table “{table}” is closed: nobody can join it any more.</source>
        <translation>A(z) „{table}” asztal bezárult: már senki sem csatlakozhat hozzá.</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>a fájl nem olvasható</translation>
    </message>
    <message>
        <source>it is not a saved table</source>
        <translation>ez nem mentett asztal</translation>
    </message>
    <message>
        <source>another version of Tonk saved it</source>
        <translation>a Tonk egy másik verziója mentette</translation>
    </message>
    <message>
        <source>part of it is missing or wrong</source>
        <translation>egy része hiányzik vagy hibás</translation>
    </message>
    <message>
        <source>it was hosted by tonk-host; resume it with tonk-host --resume</source>
        <translation>a tonk-host nyitotta; a tonk-host --resume folytatja</translation>
    </message>
    <message>
        <source>its ledger session is not in your ledger (deleted, or another ledger file)</source>
        <translation>a partija nincs a nyilvántartásodban (törölted, vagy másik nyilvántartásfájlban van)</translation>
    </message>
    <message>
        <source>another program (process {process}) is hosting it now</source>
        <translation>most egy másik program nyitotta meg (folyamat: {process})</translation>
    </message>
    <message>
        <source>another program is hosting it now</source>
        <translation>most egy másik program nyitotta meg</translation>
    </message>
    <message>
        <source>another program uses port {port}</source>
        <translation>a(z) {port} portot egy másik program használja</translation>
    </message>
    <message>
        <source>this computer does not let a program listen on port {port}</source>
        <translation>ez a gép nem engedi, hogy egy program a(z) {port} porton várjon</translation>
    </message>
    <message>
        <source>this computer no longer has the address {address}</source>
        <translation>ennek a gépnek már nincs {address} címe</translation>
    </message>
    <message>
        <source>the system refused to listen on {address}, port {port}</source>
        <translation>a rendszer nem engedte a várást a(z) {address} címen, a(z) {port} porton</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>sérült</translation>
    </message>
    <message>
        <source>This table&apos;s file is damaged and cannot be resumed ({why}). Its finished rounds are safe in your ledger; Forget removes only this file.</source>
        <translation>Az asztal fájlja sérült, nem folytatható ({why}). A befejezett fordulók biztonságban vannak a nyilvántartásodban; az Elfelejtés csak ezt a fájlt törli.</translation>
    </message>
    <message>
        <source>hosted without a window</source>
        <translation>ablak nélkül nyitott asztal</translation>
    </message>
    <message>
        <source>This table was hosted by tonk-host: resume it with tonk-host --resume.</source>
        <translation>Ezt az asztalt a tonk-host nyitotta: a tonk-host --resume folytatja.</translation>
    </message>
    <message>
        <source>its ledger session is missing</source>
        <translation>hiányzik a partija a nyilvántartásból</translation>
    </message>
    <message>
        <source>This table&apos;s ledger session is not in your ledger (deleted, or another ledger file): it cannot be resumed. Forget removes only this file.</source>
        <translation>Az asztal partija nincs a nyilvántartásodban (törölted, vagy másik nyilvántartásfájlban van): nem folytatható. Az Elfelejtés csak ezt a fájlt törli.</translation>
    </message>
    <message>
        <source>{when} · rounds played: {rounds} · {players}</source>
        <translation>{when} · lejátszott fordulók: {rounds} · {players}</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Deal</source>
        <translation>Osztás</translation>
    </message>
    <message>
        <source>Automatic wins</source>
        <translation>Győzelem osztásból</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A te köröd</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Ütések</translation>
    </message>
    <message>
        <source>Knocking and settlement</source>
        <translation>Kopogás és elszámolás</translation>
    </message>
    <message>
        <source>Tonk out</source>
        <translation>Tonk</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Lapok száma</translation>
    </message>
    <message>
        <source>How many cards each player is dealt.</source>
        <translation>Hány lapot kap mindenki osztáskor.</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 lap</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 lap</translation>
    </message>
    <message>
        <source>9 cards</source>
        <translation>9 lap</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Dzsókerek</translation>
    </message>
    <message>
        <source>Two jokers in the deck; a joker stands for any card in a spread.</source>
        <translation>Két dzsóker a pakliban; a dzsóker egy spread-ben bármelyik lapot helyettesíti.</translation>
    </message>
    <message>
        <source>No jokers</source>
        <translation>Dzsóker nélkül</translation>
    </message>
    <message>
        <source>Two wild jokers</source>
        <translation>Két dzsóker</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>Dzsóker pontértéke</translation>
    </message>
    <message>
        <source>What a joker still in your hand counts at the end (15 unless you change it).</source>
        <translation>Ennyit ér a forduló végén a kézben maradt dzsóker (15, ha nem változtatod meg).</translation>
    </message>
    <message>
        <source>Ace points</source>
        <translation>Ász pontértéke</translation>
    </message>
    <message>
        <source>What an ace in your hand counts. Aces are always low in runs.</source>
        <translation>Ennyit ér a kézben maradt ász. Sorban az ász mindig alul áll.</translation>
    </message>
    <message>
        <source>Ace counts 1</source>
        <translation>Az ász 1 pont</translation>
    </message>
    <message>
        <source>Ace counts 10</source>
        <translation>Az ász 10 pont</translation>
    </message>
    <message>
        <source>Turn up the first discard</source>
        <translation>Az első lap felfordítása</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up; without it, the first player must draw from the stock.</source>
        <translation>Osztás után egy lapot felfordítanak; enélkül az első játékosnak a húzópakliból kell húznia.</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>Tonk osztásból</translation>
    </message>
    <message>
        <source>49 or 50 wins at once</source>
        <translation>49 vagy 50 azonnal nyer</translation>
    </message>
    <message>
        <source>50 wins at once; 49 must be shown on your first turn</source>
        <translation>Az 50 azonnal nyer, a 49-et az első körödben kell megmutatni</translation>
    </message>
    <message>
        <source>No dealt tonk</source>
        <translation>Nincs tonk osztásból</translation>
    </message>
    <message>
        <source>Low deal: 13 or less wins 2</source>
        <translation>Alacsony osztás: legfeljebb 13 pont 2-t nyer</translation>
    </message>
    <message>
        <source>A hand dealt with 13 points or fewer wins double at once.</source>
        <translation>A legfeljebb 13 pontos kiosztott kéz azonnal dupla tétet nyer.</translation>
    </message>
    <message>
        <source>Low deal: 9 or less wins 3</source>
        <translation>Alacsony osztás: legfeljebb 9 pont 3-at nyer</translation>
    </message>
    <message>
        <source>A hand dealt with 9 points or fewer wins triple at once.</source>
        <translation>A legfeljebb 9 pontos kiosztott kéz azonnal háromszoros tétet nyer.</translation>
    </message>
    <message>
        <source>When you may knock</source>
        <translation>Mikor lehet kopogni</translation>
    </message>
    <message>
        <source>Knock only instead of drawing, or also later in your turn before discarding.</source>
        <translation>Kopogás csak húzás helyett, vagy a kör későbbi részében is, dobás előtt.</translation>
    </message>
    <message>
        <source>Only at the start of the turn</source>
        <translation>Csak a kör elején</translation>
    </message>
    <message>
        <source>Any time before discarding</source>
        <translation>Bármikor dobás előtt</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Kopogási határ</translation>
    </message>
    <message>
        <source>You may knock only with this many points or fewer in hand (0 = any).</source>
        <translation>Csak akkor kopoghatsz, ha legfeljebb ennyi pont van a kezedben (0 = bármennyi).</translation>
    </message>
    <message>
        <source>Spreads must be laid</source>
        <translation>A spread-et le kell rakni</translation>
    </message>
    <message>
        <source>You may not end your turn while you could lay a spread (a book of aces may be kept).</source>
        <translation>Nem fejezheted be a körödet, amíg spread-et tudnál lerakni (az ászokból álló könyv megtartható).</translation>
    </message>
    <message>
        <source>Discard the card you picked up</source>
        <translation>A felvett lap visszadobása</translation>
    </message>
    <message>
        <source>Allow throwing back the card just taken from the discard pile.</source>
        <translation>A dobópakliról épp felvett lapot vissza lehet dobni.</translation>
    </message>
    <message>
        <source>A picked-up discard must be played</source>
        <translation>A felvett lapot ki kell játszani</translation>
    </message>
    <message>
        <source>Hit runs only</source>
        <translation>Csak sorra lehet ütni</translation>
    </message>
    <message>
        <source>Cards may be added to runs, never to books.</source>
        <translation>Lapot csak sorhoz lehet hozzátenni, könyvhöz soha.</translation>
    </message>
    <message>
        <source>One hit per turn</source>
        <translation>Körönként egy ütés</translation>
    </message>
    <message>
        <source>At most one card may be added to the spreads in a turn.</source>
        <translation>Egy körben legfeljebb egy lapot lehet a spread-ekhez tenni.</translation>
    </message>
    <message>
        <source>Hit and hold</source>
        <translation>Ütés és tartás</translation>
    </message>
    <message>
        <source>When someone hits your spread, you are held back on your next turn.</source>
        <translation>Ha valaki a spread-edre üt, a következő körödben vissza vagy tartva.</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Nincs büntetés</translation>
    </message>
    <message>
        <source>A held player may not lay new spreads</source>
        <translation>A visszatartott játékos nem rakhat le új spread-et</translation>
    </message>
    <message>
        <source>A held player may not knock</source>
        <translation>A visszatartott játékos nem kopoghat</translation>
    </message>
    <message>
        <source>Dead books</source>
        <translation>Halott könyv</translation>
    </message>
    <message>
        <source>A book hit up to all four cards goes to the discard pile.</source>
        <translation>A négy lapra kiegészített könyv a dobópakliba kerül.</translation>
    </message>
    <message>
        <source>A caught knocker pays</source>
        <translation>Mit fizet az elkapott kopogó</translation>
    </message>
    <message>
        <source>A knocker whose total is not strictly the lowest is caught. See what everyone pays in the example.</source>
        <translation>Akinek kopogáskor nem egyedül a legkevesebb pontja van, azt elkapják. A példában látod, ki mennyit fizet.</translation>
    </message>
    <message>
        <source>Tie when the stock runs dry</source>
        <translation>Holtverseny, ha kifogy a húzópakli</translation>
    </message>
    <message>
        <source>When the stock is empty and the lowest totals tie.</source>
        <translation>Ha kifogyott a húzópakli, és a legkevesebb pont holtversenyben van.</translation>
    </message>
    <message>
        <source>Nobody pays</source>
        <translation>Senki sem fizet</translation>
    </message>
    <message>
        <source>Each tied player gets 1 from the others</source>
        <translation>A holtversenyben lévők 1-et kapnak a többiektől</translation>
    </message>
    <message>
        <source>Tonk needs the whole hand</source>
        <translation>Tonkhoz az egész kéz kell</translation>
    </message>
    <message>
        <source>A tonk out pays double only if you played every card you held after drawing.</source>
        <translation>A tonk csak akkor ér dupla tétet, ha a húzás után nálad lévő összes lapot kijátszottad.</translation>
    </message>
    <message>
        <source>Tonk needs a new spread</source>
        <translation>Tonkhoz új spread kell</translation>
    </message>
    <message>
        <source>A tonk out pays double only if you laid a new spread that turn.</source>
        <translation>A tonk csak akkor ér dupla tétet, ha abban a körben új spread-et raktál le.</translation>
    </message>
    <message>
        <source>Double-double (two players)</source>
        <translation>Dupla-dupla (két játékos)</translation>
    </message>
    <message>
        <source>Double-double is played by two players only: set two seats on the Players tab, or turn this off.</source>
        <translation>A dupla-dupla csak kétszemélyes játékban érvényes: a Játékosok lapon állíts be két helyet, vagy kapcsold ki.</translation>
    </message>
    <message>
        <source>There are not enough cards to deal this many hands of this size.</source>
        <translation>Nincs elég lap ennyi ilyen méretű kéz kiosztásához.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasszikus</translation>
    </message>
    <message>
        <source>A hand dealt with 49 or 50 points wins double without playing.</source>
        <translation>A 49 vagy 50 pontos kiosztott kéz játék nélkül dupla tétet nyer.</translation>
    </message>
    <message>
        <source>You may take the discard only if you spread it or hit with it that turn.</source>
        <translation>A dobott lapot csak akkor veheted fel, ha még abban a körben spread-be rakod vagy ütsz vele.</translation>
    </message>
    <message>
        <source>Encyclopedia</source>
        <translation>Enciklopédia</translation>
    </message>
    <message>
        <source>When you tonk out and your opponent could hit every card left in their hand onto the spreads on the table, the tonk pays 4.</source>
        <translation>Ha tonkkal mész ki, és az ellenfeled a kezében maradt összes lapot rá tudná ütni az asztalon lévő spread-ekre, a tonk 4-et ér.</translation>
    </message>
    <message>
        <source>This Tonk does not know the house rule {names}.</source>
        <translation>Ez a Tonk-verzió nem ismeri ezt a házi szabályt: {names}.</translation>
    </message>
    <message>
        <source>“{rule}” cannot be {value}.</source>
        <translation>„{rule}” nem lehet {value}.</translation>
    </message>
    <message>
        <source>“{rule}” cannot be set that way.</source>
        <translation>„{rule}” nem állítható így be.</translation>
    </message>
    <message>
        <source>A table has 2 to 4 players.</source>
        <translation>Egy asztalnál 2–4 játékos ül.</translation>
    </message>
    <message>
        <source>These are not house rules.</source>
        <translation>Ezek nem házi szabályok.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <source>Rules: {preset}, {players} players.</source>
        <translation>Szabályok: {preset}, {players} játékos.</translation>
    </message>
    <message>
        <source>Each player is dealt {n} cards.</source>
        <translation>Mindenki {n} lapot kap.</translation>
    </message>
    <message>
        <source>Two wild jokers are in the deck; a joker left in hand counts {points} points.</source>
        <translation>Két dzsóker van a pakliban; a kézben maradt dzsóker {points} pontot ér.</translation>
    </message>
    <message>
        <source>No jokers.</source>
        <translation>Dzsóker nélkül.</translation>
    </message>
    <message>
        <source>An ace counts 1 point; aces are low in runs (A-2-3, never Q-K-A).</source>
        <translation>Az ász 1 pontot ér; sorban az ász alul áll (A-2-3, a Q-K-A soha).</translation>
    </message>
    <message>
        <source>An ace counts 10 points; aces are low in runs (A-2-3, never Q-K-A).</source>
        <translation>Az ász 10 pontot ér; sorban az ász alul áll (A-2-3, a Q-K-A soha).</translation>
    </message>
    <message>
        <source>The first discard is turned up after the deal.</source>
        <translation>Osztás után felfordítják az első lapot a dobópaklira.</translation>
    </message>
    <message>
        <source>No card is turned up: the first player draws from the stock.</source>
        <translation>Nem fordítanak fel lapot: az első játékos a húzópakliból húz.</translation>
    </message>
    <message>
        <source>A hand dealt with 49 or 50 points wins 2 from everyone.</source>
        <translation>A 49 vagy 50 pontos kiosztott kéz mindenkitől 2-t nyer.</translation>
    </message>
    <message>
        <source>A dealt 50 wins 2 from everyone; a dealt 49 wins only if shown at the start of that player&apos;s first turn.</source>
        <translation>A kiosztott 50 pont mindenkitől 2-t nyer; a 49 csak akkor nyer, ha a játékos az első köre elején megmutatja.</translation>
    </message>
    <message>
        <source>No dealt tonk: 49 or 50 at the deal means nothing.</source>
        <translation>Nincs tonk osztásból: az osztáskor kapott 49 vagy 50 pont nem számít.</translation>
    </message>
    <message>
        <source>A hand dealt with 9 points or fewer wins 3 from everyone.</source>
        <translation>A legfeljebb 9 pontos kiosztott kéz mindenkitől 3-at nyer.</translation>
    </message>
    <message>
        <source>A hand dealt with 13 points or fewer wins 2 from everyone.</source>
        <translation>A legfeljebb 13 pontos kiosztott kéz mindenkitől 2-t nyer.</translation>
    </message>
    <message>
        <source>You may knock only at the start of your turn, instead of drawing.</source>
        <translation>Csak a köröd elején kopoghatsz, húzás helyett.</translation>
    </message>
    <message>
        <source>You may knock at the start of your turn or later, before discarding.</source>
        <translation>Kopoghatsz a köröd elején vagy később is, dobás előtt.</translation>
    </message>
    <message>
        <source>You may knock only with {n} points or fewer.</source>
        <translation>Csak legfeljebb {n} ponttal kopoghatsz.</translation>
    </message>
    <message>
        <source>Spreads must be laid when you can (a book of aces may be kept).</source>
        <translation>A spread-et le kell rakni, ha tudod (az ászokból álló könyv megtartható).</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back.</source>
        <translation>A dobópakliról épp felvett lapot vissza lehet dobni.</translation>
    </message>
    <message>
        <source>A player whose spread another player hits may not lay new spreads next turn; each further hit adds a turn.</source>
        <translation>Akinek a spread-jére más játékos üt, a következő körében nem rakhat le új spread-et; minden újabb ütés egy kört hozzáad.</translation>
    </message>
    <message>
        <source>A player whose spread another player hits may not knock next turn; each further hit adds a turn.</source>
        <translation>Akinek a spread-jére más játékos üt, a következő körében nem kopoghat; minden újabb ütés egy kört hozzáad.</translation>
    </message>
    <message>
        <source>A book hit up to four cards goes to the discard pile.</source>
        <translation>A négy lapra ütött könyv a dobópakliba kerül.</translation>
    </message>
    <message>
        <source>Double-double: a tonk pays 4 when the other player could hit every card left onto the table.</source>
        <translation>Dupla-dupla: a tonk 4-et ér, ha a másik játékos minden megmaradt lapját rá tudná ütni az asztalra.</translation>
    </message>
    <message>
        <source>A card taken from the discard pile must be played that turn.</source>
        <translation>A dobópakliról felvett lapot abban a körben ki kell játszani.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back that turn, unless it is the last card in hand.</source>
        <translation>A dobópakliról épp felvett lapot abban a körben nem lehet visszadobni, hacsak nem az az utolsó lap a kézben.</translation>
    </message>
    <message>
        <source>Hits go on runs only.</source>
        <translation>Csak sorra lehet ütni.</translation>
    </message>
    <message>
        <source>Hits go on books and runs.</source>
        <translation>Könyvre és sorra is lehet ütni.</translation>
    </message>
    <message>
        <source>Only one hit per turn.</source>
        <translation>Körönként csak egy ütés.</translation>
    </message>
    <message>
        <source>A caught knocker pays 2 to each player as low or lower; the lowest also get 1 from everyone else.</source>
        <translation>Az elkapott kopogó 2-t fizet mindenkinek, akinek ugyanannyi vagy kevesebb pontja van; a legkevesebb ponttal rendelkezők ezenfelül mindenki mástól 1-et kapnak.</translation>
    </message>
    <message>
        <source>A caught knocker pays 1 to each player lower; the lowest also get 1 from everyone else (2 from a knocker who tied).</source>
        <translation>Az elkapott kopogó 1-et fizet mindenkinek, akinek kevesebb pontja van; a legkevesebb ponttal rendelkezők ezenfelül mindenki mástól 1-et kapnak (az azonos pontú kopogótól 2-t).</translation>
    </message>
    <message>
        <source>Dry stock: the lowest total wins 1; a tie, nobody pays.</source>
        <translation>Ha kifogy a húzópakli, a legkevesebb pontú játékos 1-et nyer; holtversenynél senki sem fizet.</translation>
    </message>
    <message>
        <source>Dry stock: the lowest total wins 1; tied lowest players each win 1.</source>
        <translation>Ha kifogy a húzópakli, a legkevesebb pontú játékos 1-et nyer; holtversenynél mindegyikük 1-et nyer.</translation>
    </message>
    <message>
        <source>Tonk out (no discard) wins 2 from everyone; going out wins 1.</source>
        <translation>A tonk (dobás nélkül) mindenkitől 2-t nyer, a kimenés 1-et.</translation>
    </message>
    <message>
        <source>A tonk out pays 2 only when every card held after drawing was played.</source>
        <translation>A tonk csak akkor ér 2-t, ha a húzás után nálad lévő összes lapot kijátszottad.</translation>
    </message>
    <message>
        <source>A tonk out pays 2 only with a new spread laid that turn.</source>
        <translation>A tonk csak akkor ér 2-t, ha abban a körben új spread-et raktál le.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>{table} — {address}:{port} — another version of Tonk: cannot join</source>
        <translation>{table} — {address}:{port} — a Tonk másik változata: nem lehet csatlakozni</translation>
    </message>
    <message>
        <source>{table} — {address}:{port} — seats open: {open} of {seats}</source>
        <translation>{table} — {address}:{port} — szabad hely: {open} / {seats}</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Visszatérés az asztalhoz</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Csatlakozás asztalhoz</translation>
    </message>
    <message>
        <source>Look for tables on</source>
        <translation>Asztalok keresése itt</translation>
    </message>
    <message>
        <source>Tables found on the network</source>
        <translation>A hálózaton talált asztalok</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Asztalok keresése…</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Meghívó</translation>
    </message>
    <message>
        <source>paste the tonk:// invite here</source>
        <translation>ide másold a tonk:// meghívót</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Cím</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Csatlakozási kód</translation>
    </message>
    <message>
        <source>Certificate fingerprint</source>
        <translation>A tanúsítvány ujjlenyomata</translation>
    </message>
    <message>
        <source>from the invite, or found on the network</source>
        <translation>a meghívóból, vagy a hálózaton találva</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <source>&amp;Look on:</source>
        <translation>K&amp;eresés itt:</translation>
    </message>
    <message>
        <source>Take your seat at “{table}” back, as {name}.</source>
        <translation>Visszaülsz a helyedre a(z) „{table}” asztalnál, {name} néven.</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Meghívó:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Cím:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>Csatlakozási &amp;kód:</translation>
    </message>
    <message>
        <source>&amp;Fingerprint:</source>
        <translation>&amp;Ujjlenyomat:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>A &amp;neved:</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Visszatérés</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Csa&amp;tlakozás</translation>
    </message>
    <message>
        <source>Not looking for tables on the network: paste the invite, or type the table&apos;s address and port.</source>
        <translation>A program nem keres asztalt a hálózaton: illeszd be a meghívót, vagy írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>The invite is read: choose Join.</source>
        <translation>A meghívót beolvastam: válaszd a Csatlakozást.</translation>
    </message>
    <message>
        <source>No table found yet: a table being hosted appears here by itself.</source>
        <translation>Még nincs asztal: egy megnyitott asztal magától megjelenik itt.</translation>
    </message>
    <message>
        <source>Choose a table, or type an address and port.</source>
        <translation>Válassz asztalt, vagy írj be címet és portot.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address (the host&apos;s dialog shows it), or choose a table.</source>
        <translation>Írd be az asztal címét (a házigazda ablaka mutatja), vagy válassz asztalt.</translation>
    </message>
    <message>
        <source>Type the join code the host&apos;s dialog shows.</source>
        <translation>Írd be a csatlakozási kódot, amelyet a házigazda ablaka mutat.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at your seat.</source>
        <translation>Írd be a neved: a többiek ezt látják a helyednél.</translation>
    </message>
    <message>
        <source>The fingerprint is not one: it has 64 letters 0–9 and a–f (colons between pairs are fine). Paste it from the invite, or leave it empty.</source>
        <translation>Ez nem ujjlenyomat: 64 jelből áll, 0–9 és a–f (a párok közti kettőspont megengedett). Másold be a meghívóból, vagy hagyd üresen.</translation>
    </message>
    <message>
        <source>Joining the table at {address}, port {port}…</source>
        <translation>Csatlakozás az asztalhoz: cím {address}, port {port}…</translation>
    </message>
    <message>
        <source>No table answered at {address}, port {port}: check the address and port the host&apos;s dialog shows, and that both computers are on the same network ({detail}).</source>
        <translation>Nem válaszolt asztal ezen a címen: {address}, port {port}. Ellenőrizd a házigazda ablakában látható címet és portot, és hogy a két számítógép ugyanazon a hálózaton van-e ({detail}).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>No Japanese font is installed, so Japanese text would show as boxes. Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and restart.</source>
        <translation>Nincs telepítve japán betűtípus, ezért a japán szöveg helyén négyzetek jelennének meg. Telepíts egyet (Debianon és Ubuntun: a fonts-noto-cjk csomagot), majd indítsd újra a programot.</translation>
    </message>
</context>
<context>
    <name>LastTurn</name>
    <message>
        <source>drew</source>
        <translation>húzott</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>húzott a húzópakliból</translation>
    </message>
    <message>
        <source>took {card}</source>
        <translation>elvette: {card}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <translation>elvette a dobópakliról: {card}</translation>
    </message>
    <message>
        <source>threw {card}</source>
        <translation>eldobta: {card}</translation>
    </message>
    <message>
        <source>laid {cards}</source>
        <translation>lerakta: {cards}</translation>
    </message>
    <message>
        <source>hit with {card}</source>
        <translation>ütött: {card}</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>kopogott</translation>
    </message>
    <message>
        <source>declined the discard</source>
        <translation>nem kérte a dobópakli lapját</translation>
    </message>
    <message>
        <source>declared a dealt 49</source>
        <translation>bejelentette a kiosztott 49-et</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Tonk out</source>
        <extracomment>The raw value of a cell (minor units for money), for sorting and tests.</extracomment>
        <translation>Tonk</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Kimenés</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kopogás</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Elkapás</translation>
    </message>
    <message>
        <source>Dry stock</source>
        <translation>Kifogyott a húzópakli</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>Tonk osztásból</translation>
    </message>
    <message>
        <source>Low deal</source>
        <translation>Alacsony osztás</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Érvénytelen osztás</translation>
    </message>
    <message>
        <source>You pay {payee} {amount}</source>
        <translation>Fizess {payee} részére: {amount}</translation>
    </message>
    <message>
        <source>{payer} pays you {amount}</source>
        <translation>{payer} fizet neked: {amount}</translation>
    </message>
    <message>
        <source>{name}: {balance}</source>
        <translation>{name}: {balance}</translation>
    </message>
    <message>
        <source>(in hand {money})</source>
        <translation>(zsebben {money})</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Hogyan ért véget</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name} összesen</translation>
    </message>
    <message>
        <source>{name} ±</source>
        <translation>{name} ±</translation>
    </message>
    <message>
        <source>{name}&apos;s balance after the round, in {currency}</source>
        <translation>{name} egyenlege a forduló után, {currency}</translation>
    </message>
    <message>
        <source>What {name} won or lost in the round, in {currency}</source>
        <translation>Mennyit nyert vagy vesztett {name} a fordulóban, {currency}</translation>
    </message>
    <message>
        <source>{words}: {name}</source>
        <translation>{words}: {name}</translation>
    </message>
    <message>
        <source>{words}: {names}</source>
        <translation>{words}: {names}</translation>
    </message>
    <message>
        <source>Round {number}: nobody pays</source>
        <translation>{number}. forduló: senki sem fizet</translation>
    </message>
    <message>
        <source>Round {number}:</source>
        <translation>{number}. forduló:</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} fizet {payee} részére: {amount}</translation>
    </message>
    <message>
        <source>({caught} for being caught + {win} for the win)</source>
        <translation>({caught} az elkapásért + {win} a győzelemért)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Győzelmek</translation>
    </message>
    <message>
        <source>Tonk-outs</source>
        <translation>Tonkok</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Legnagyobb nyeremény</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>Legnagyobb veszteség</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Leghosszabb nyerősorozat</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Egyenleg</translation>
    </message>
    <message>
        <source>{header} ({currency})</source>
        <translation>{header} ({currency})</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>Még nincs győzelem</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Tét</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Utoljára játszva</translation>
    </message>
</context>
<context>
    <name>LedgerBinding</name>
    <message>
        <source>The session in play was deleted: this game is no longer recorded.</source>
        <translation>A folyamatban lévő partit törölték: ez a játék már nem kerül a nyilvántartásba.</translation>
    </message>
    <message>
        <source>The ledger can be written again: the stakes kept are now recorded.</source>
        <translation>A nyilvántartás újra írható: a megőrzött tétek most bekerültek.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept ({why}). The game goes on.</source>
        <translation>A folyó játékot nem sikerült megőrizni ({why}). A játék folytatódik.</translation>
    </message>
    <message>
        <source>This round&apos;s stakes are kept, and recorded in the session as soon as the ledger can be written</source>
        <translation>Ennek a fordulónak a tétjeit megőrizzük, és bekerülnek a partiba, amint a nyilvántartás újra írható</translation>
    </message>
    <message>
        <source>The round in progress was not saved</source>
        <translation>A folyamatban lévő forduló nem lett elmentve</translation>
    </message>
    <message>
        <source>The ledger could not be written ({why}). {what}. The game goes on.</source>
        <translation>A nyilvántartást nem sikerült írni ({why}). {what}. A játék folytatódik.</translation>
    </message>
</context>
<context>
    <name>LedgerDock</name>
    <message>
        <source>No session</source>
        <translation>Nincs parti</translation>
    </message>
    <message>
        <source>No session is being kept. Game ▸ New session… starts one; Game ▸ Sessions… resumes one.</source>
        <translation>Nincs nyilvántartott parti. Játék ▸ Új parti… indít egyet; Játék ▸ Partik… folytat egyet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — stake {stake}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — tét: {stake}</translation>
    </message>
    <message>
        <source>In hand: {money}</source>
        <translation>Zsebben: {money}</translation>
    </message>
    <message>
        <source>No rounds played yet.</source>
        <translation>Még nem volt forduló.</translation>
    </message>
    <message>
        <source>{rounds} rounds. Endings: {endings}. Biggest swing: {swing} (round {number}). Money moved: {moved}.</source>
        <translation>{rounds} forduló. Befejezések: {endings}. Legnagyobb kilengés: {swing} ({number}. forduló). Gazdát cserélt pénz: {moved}.</translation>
    </message>
    <message>
        <source>Settle up…</source>
        <translation>Elszámolás…</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>Rounds of the session</source>
        <translation>A parti fordulói</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Statisztika játékosonként</translation>
    </message>
    <message>
        <source>Balance chart</source>
        <translation>Egyenleg-grafikon</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Nyilvántartás</translation>
    </message>
</context>
<context>
    <name>LedgerScreenshot</name>
    <message>
        <source>Friday night</source>
        <translation>Péntek este</translation>
    </message>
</context>
<context>
    <name>LedgerWindow</name>
    <message>
        <source>New s&amp;ession…</source>
        <translation>Új &amp;parti…</translation>
    </message>
    <message>
        <source>Sess&amp;ions…</source>
        <translation>Part&amp;ik…</translation>
    </message>
    <message>
        <source>Settle &amp;up…</source>
        <translation>&amp;Elszámolás…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statisztika…</translation>
    </message>
    <message>
        <source>This session has a finished round waiting to be recorded, and the ledger still cannot be written. The game goes on as it was; resume the session once the ledger can be written.</source>
        <translation>Ebben a partiban egy befejezett forduló vár rögzítésre, de a nyilvántartás még mindig nem írható. A játék úgy folytatódik, ahogy volt; akkor folytasd a partit, ha a nyilvántartás már írható.</translation>
    </message>
    <message>
        <source>The session could not be opened ({why}). The game goes on as it was.</source>
        <translation>A partit nem sikerült megnyitni ({why}). A játék úgy folytatódik, ahogy volt.</translation>
    </message>
    <message>
        <source>The interrupted game cannot be resumed ({why}).</source>
        <translation>A megszakadt játékot nem lehet folytatni ({why}).</translation>
    </message>
    <message>
        <source>The unfinished round could not be dropped ({why}); it is offered again at the next start.</source>
        <translation>A befejezetlen fordulót nem sikerült elvetni ({why}); a következő indításkor újra felajánljuk.</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Folytatod a megszakadt játékot?</translation>
    </message>
    <message>
        <source>Your game in the session “{name}” was interrupted in round {number}. Resume it where it stopped?</source>
        <translation>A(z) „{name}” partiban folyó játékod a(z) {number}. fordulóban megszakadt. Folytatod ott, ahol abbamaradt?</translation>
    </message>
    <message>
        <source>The session could not be read ({why}).</source>
        <translation>A partit nem sikerült beolvasni ({why}).</translation>
    </message>
    <message>
        <source>The deal of the day&apos;s result could not be kept ({why}).</source>
        <translation>A nap osztásának eredményét nem sikerült megőrizni ({why}).</translation>
    </message>
    <message>
        <source>The game in progress could not be read; it was kept as {path} and cannot be resumed.</source>
        <translation>A folyó játékot nem sikerült beolvasni; {path} néven megmaradt, de nem folytatható.</translation>
    </message>
    <message>
        <source>The session “{name}” you were playing is no longer in the ledger. A new game is dealt, outside any session.</source>
        <translation>A(z) „{name}” parti, amelyet játszottál, már nincs a főkönyvben. Új, partin kívüli játék indul.</translation>
    </message>
    <message>
        <source>The session “{name}” you were playing cannot be opened ({why}). A new game is dealt, outside any session.</source>
        <translation>A(z) „{name}” parti, amelyet játszottál, nem nyitható meg ({why}). Új, partin kívüli játék indul.</translation>
    </message>
    <message>
        <source>The session “{name}” is kept: Game ▸ Sessions… resumes it. This game is not recorded.</source>
        <translation>A(z) „{name}” parti megmaradt: a Játék ▸ Partik… menüben folytatható. Ez a játék nem kerül feljegyzésre.</translation>
    </message>
    <message>
        <source>Continue the session?</source>
        <translation>Folytatod a partit?</translation>
    </message>
    <message>
        <source>You were playing the session “{name}”; its round {number} is next. Continue the session?</source>
        <translation>A(z) „{name}” partit játszottad; a(z) {number}. forduló következik. Folytatod a partit?</translation>
    </message>
    <message>
        <source>New game plays outside the session, unrecorded; the session and its rounds stay under Game ▸ Sessions…</source>
        <translation>Az Új játék a partin kívül folyik, feljegyzés nélkül; a parti és fordulói megmaradnak a Játék ▸ Partik… alatt.</translation>
    </message>
    <message>
        <source>&amp;Continue the session</source>
        <translation>&amp;Parti folytatása</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Ú&amp;j játék</translation>
    </message>
    <message>
        <source>Your game (not in a session) was interrupted in round {number}. Resume it where it stopped?</source>
        <translation>A (partin kívüli) játékod a(z) {number}. fordulóban megszakadt. Folytatod ott, ahol abbamaradt?</translation>
    </message>
    <message>
        <source>Later asks again next time. Start fresh drops only the unfinished round — nothing is paid until a round ends — and keeps the session and its settled rounds under Game ▸ Sessions…</source>
        <translation>A Később legközelebb újra rákérdez. Az Újrakezdés csak a befejezetlen fordulót dobja el — forduló vége előtt senki sem fizet —, a parti és a lezárt fordulói megmaradnak a Játék ▸ Partik… alatt.</translation>
    </message>
    <message>
        <source>Later asks again next time. Start fresh drops the unfinished round and deals a new game.</source>
        <translation>A Később legközelebb újra rákérdez. Az Újrakezdés eldobja a befejezetlen fordulót, és új játékot oszt.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Folytatás</translation>
    </message>
    <message>
        <source>&amp;Start fresh</source>
        <translation>&amp;Újrakezdés</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Később</translation>
    </message>
    <message>
        <source>The session could not be created ({why}).</source>
        <translation>A partit nem sikerült létrehozni ({why}).</translation>
    </message>
    <message>
        <source>The sessions could not be read ({why}).</source>
        <translation>A partikat nem sikerült beolvasni ({why}).</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Nyilvántartás</translation>
    </message>
    <message>
        <source>The ledger {path} cannot be written: the file or its folder is read-only. The game is played and the stakes of each round are kept until the game is closed; make the file writable again and they are recorded.</source>
        <translation>A nyilvántartás ({path}) nem írható: a fájl vagy a mappája csak olvasható. A játék folyik, és a fordulók tétjeit a játék bezárásáig megőrizzük; ha a fájl újra írható, bekerülnek.</translation>
    </message>
    <message>
        <source>The round could not be read ({why}). The game goes on as it was.</source>
        <translation>A fordulót nem sikerült beolvasni ({why}). A játék folytatódik, ahogy volt.</translation>
    </message>
    <message>
        <source>Round {number} of “{session}” was recorded without its hand history, so it cannot be replayed.</source>
        <translation>A(z) „{session}” parti {number}. fordulóját lejátszás nélkül rögzítették, ezért nem játszható vissza.</translation>
    </message>
    <message>
        <source>Round {number} of “{session}” cannot be replayed: {why}</source>
        <translation>A(z) „{session}” parti {number}. fordulója nem játszható vissza: {why}</translation>
    </message>
    <message>
        <source>“{session}”, round {number}</source>
        <translation>„{session}”, {number}. forduló</translation>
    </message>
    <message>
        <source>The ledger still cannot be written: the stakes of the rounds kept since it failed are kept in files beside it, and recorded when Tonk Desktop next opens the ledger and it can be written.</source>
        <translation>A nyilvántartás még mindig nem írható: a hiba óta megőrzött fordulók tétjei a mellette lévő fájlokban megmaradnak, és amikor a Tonk Desktop legközelebb megnyitja a nyilvántartást, és az írható, bekerülnek.</translation>
    </message>
    <message>
        <source>The ledger still cannot be written: the stakes of the rounds kept since it failed are lost now that the game is closed.</source>
        <translation>A nyilvántartás még mindig nem írható: a hiba óta megőrzött fordulók tétjei elvesztek, mert a játék bezárult.</translation>
    </message>
    <message>
        <source>Tonk Desktop is already open and keeping the ledger {path}. This window plays without recording the stakes, so that no round is counted twice.</source>
        <translation>A Tonk Desktop már fut, és a(z) {path} nyilvántartást használja. Ez az ablak a tétek rögzítése nélkül játszik, hogy egyetlen forduló se számítson kétszer.</translation>
    </message>
    <message>
        <source>{why}

The game is played without recording the stakes.</source>
        <translation>{why}

A játék a tétek nyilvántartása nélkül folytatódik.</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Learn to play</source>
        <translation>Tanulj meg játszani</translation>
    </message>
    <message>
        <source>Short lessons on the real table, in order: each deals prepared cards and waits for your move. Any lesson can be played again.</source>
        <translation>Rövid leckék a valódi asztalon, sorban: mindegyik előre elrendezett lapokat oszt, és megvárja a lépésedet. Bármelyik lecke újra játszható.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leckék</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <source>&amp;Practice with open cards</source>
        <translation>&amp;Gyakorlás nyílt lapokkal</translation>
    </message>
    <message>
        <source>done</source>
        <translation>kész</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>még nincs kész</translation>
    </message>
    <message>
        <source>The house rules this table plays: a tour</source>
        <translation>Az asztal házi szabályai: körbevezetés</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Learn to play</source>
        <translation>Tanulj meg játszani</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Mutasd meg</translation>
    </message>
    <message>
        <source>Make this step&apos;s move for me</source>
        <translation>Tedd meg helyettem ezt a lépést</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Vissza</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leckék…</translation>
    </message>
    <message>
        <source>This table&apos;s house rules</source>
        <translation>Az asztal házi szabályai</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Tovább</translation>
    </message>
    <message>
        <source>&amp;End the tour</source>
        <translation>&amp;Körbevezetés vége</translation>
    </message>
    <message>
        <source>Practice with open cards</source>
        <translation>Gyakorlás nyílt lapokkal</translation>
    </message>
    <message>
        <source>Every hand is face up: watch how the computer players play. Press H for a hint: the status bar and this panel say why it is the move.</source>
        <translation>Minden kéz képpel felfelé van: figyeld, hogyan játszanak a gépi játékosok. H-val tippet kérsz: az állapotsor és ez a panel megmondja, miért az a lépés.</translation>
    </message>
    <message>
        <source>&amp;End practice</source>
        <translation>&amp;Gyakorlás vége</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>{n}. lépés / {total}</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Következő lecke</translation>
    </message>
    <message>
        <source>&amp;End the lesson</source>
        <translation>&amp;Lecke vége</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Tanulj meg játszani…</translation>
    </message>
    <message>
        <source>Learn to play Tonk?</source>
        <translation>Megtanulod a Tonkot?</translation>
    </message>
    <message>
        <source>New to Tonk? Short lessons on the table teach it from the start, by playing. You can find them later under Help ▸ Learn to play.</source>
        <translation>Most ismerkedsz a Tonkkal? Rövid leckék az asztalon az elejétől megtanítják, játék közben. Később a Súgó ▸ Tanulj meg játszani menüpontban találod őket.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Tanulj meg játszani</translation>
    </message>
    <message>
        <source>&amp;No, thanks</source>
        <translation>&amp;Nem, köszönöm</translation>
    </message>
    <message>
        <source>Lesson done. Choose the next one, or go back to your game.</source>
        <translation>A lecke kész. Válaszd a következőt, vagy térj vissza a játékodhoz.</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move.</source>
        <translation>Figyeld a másik játékos lépését.</translation>
    </message>
    <message>
        <source>Press Next when you have read this (Enter on the Next button).</source>
        <translation>Ha elolvastad, nyomd meg a Tovább gombot (Enter a Tovább gombon).</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>a húzópakli</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>a dobópakli</translation>
    </message>
    <message>
        <source>the open table</source>
        <translation>az üres asztal</translation>
    </message>
    <message>
        <source>the spread lit on the table</source>
        <translation>az asztalon kivilágított spread</translation>
    </message>
    <message>
        <source>the Knock button</source>
        <translation>a Kopogás gomb</translation>
    </message>
    <message>
        <source>the Declare 49 button</source>
        <translation>a 49 bejelentése gomb</translation>
    </message>
    <message>
        <source>your points, beside your hand</source>
        <translation>a pontjaid, a kezed mellett</translation>
    </message>
    <message>
        <source>the round&apos;s result</source>
        <translation>a forduló eredménye</translation>
    </message>
    <message>
        <source>Lit: {targets}.</source>
        <translation>Kiemelve: {targets}.</translation>
    </message>
    <message>
        <source>Practice with open cards: every hand is face up.</source>
        <translation>Gyakorlás nyílt lapokkal: minden kéz képpel felfelé van.</translation>
    </message>
    <message>
        <source>This lesson is over: choose the next one in the lesson panel, or go back to your game.</source>
        <translation>Ez a lecke véget ért: válaszd a következőt a leckepanelen, vagy térj vissza a játékodhoz.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next in the lesson panel.</source>
        <translation>Előbb olvasd el ezt a lépést, aztán nyomd meg a Tovább gombot a leckepanelen.</translation>
    </message>
    <message>
        <source>Wait: {name} is playing.</source>
        <translation>Várj: {name} játszik.</translation>
    </message>
    <message>
        <source>That move is not allowed. {reason}</source>
        <translation>Ez a lépés nem szabályos. {reason}</translation>
    </message>
    <message>
        <source>Not this move now. {why}</source>
        <translation>Most nem ez a lépés jön. {why}</translation>
    </message>
    <message>
        <source>Instead: {move}.</source>
        <translation>Helyette: {move}.</translation>
    </message>
    <message>
        <source>The lesson&apos;s next move</source>
        <translation>A lecke következő lépése</translation>
    </message>
    <message>
        <source>The cards, their points and the goal</source>
        <translation>A lapok, a pontjaik és a cél</translation>
    </message>
    <message>
        <source>What each card counts, and what a round is played for.</source>
        <translation>Mit ér egy-egy lap, és miért folyik a forduló.</translation>
    </message>
    <message>
        <source>Tonk is played with one deck of 52 cards. Every card left in your hand counts points: an ace 1, two to ten what they show, a jack, queen or king 10. Your hand counts 29 points: the badge beside your cards says so.</source>
        <translation>A Tonkot egy 52 lapos paklival játsszák. Minden lap, amely a kezedben marad, pontot ér: az ász 1-et, a kettestől a tízesig annyit, amennyit mutat, a bubi, a dáma és a király 10-et. A kezed 29 pontot ér: a lapjaid melletti jelzés ezt mutatja.</translation>
    </message>
    <message>
        <source>The goal of every round: be left with the fewest points, or with no cards at all. Cards leave your hand in spreads laid on the table, and one a turn onto the discard pile. Your ace costs 1 point, your K♦ 10.</source>
        <translation>Minden forduló célja: a legkevesebb pont maradjon nálad, vagy egy lap se. A lapok az asztalra lerakott spreadekben hagyják el a kezed, és körönként egy a dobópaklira. Az ászod 1 pontba kerül, a K♦ 10-be.</translation>
    </message>
    <message>
        <source>A turn starts with a draw. Draw the top card of the stock: press T, double-click the stock, or drag it to your hand.</source>
        <translation>A kör húzással kezdődik. Húzd fel a húzópakli felső lapját: nyomd meg a T-t, kattints duplán a húzópaklira, vagy húzd a kezedhez.</translation>
    </message>
    <message>
        <source>Every turn starts with a draw, and this lesson starts with the stock.</source>
        <translation>Minden kör húzással kezdődik, és ez a lecke a húzópaklival indul.</translation>
    </message>
    <message>
        <source>You drew the 3♦. End your turn by discarding one card: the K♦, at 10 points your costliest card. Select it and press D, or drag it onto the discard pile.</source>
        <translation>A 3♦-at húztad. A kört egy lap eldobásával fejezed be: a K♦-t, amely 10 pontjával a legdrágább lapod. Jelöld ki és nyomd meg a D-t, vagy húzd a dobópaklira.</translation>
    </message>
    <message>
        <source>The K♦ counts 10 and fits with nothing: throwing it away takes the most points off your hand.</source>
        <translation>A K♦ 10 pontot ér, és semmihez sem illik: ha eldobod, az veszi le a legtöbb pontot a kezedről.</translation>
    </message>
    <message>
        <source>Drawing from the stock or the pile, and discarding</source>
        <translation>Húzás a húzópakliból vagy a dobópakliból, és dobás</translation>
    </message>
    <message>
        <source>Which card to take, and which to throw.</source>
        <translation>Melyik lapot vedd fel, és melyiket dobd el.</translation>
    </message>
    <message>
        <source>The top card of the discard pile, the 8♣, lies face up: you may take it instead of the stock&apos;s top card. It fits your 5♣ 6♣ 7♣. Take it: press P, double-click it, or drag it to your hand.</source>
        <translation>A dobópakli felső lapja, a 8♣, képpel felfelé fekszik: a húzópakli lapja helyett ezt is felveheted. Illik az 5♣ 6♣ 7♣-edhez. Vedd fel: nyomd meg a P-t, kattints rá duplán, vagy húzd a kezedhez.</translation>
    </message>
    <message>
        <source>The 8♣ on the pile fits your 5♣ 6♣ 7♣; the stock&apos;s card is a blind guess.</source>
        <translation>A dobópaklin lévő 8♣ illik az 5♣ 6♣ 7♣-edhez; a húzópakli lapja vakon húzott lap.</translation>
    </message>
    <message>
        <source>Now discard. The card you just took may not go back on the pile this turn. The 9♥ counts 9 and fits nothing: discard it.</source>
        <translation>Most dobj. Az imént felvett lapot ebben a körben nem dobhatod vissza. A 9♥ 9 pontot ér és semmihez sem illik: dobd el.</translation>
    </message>
    <message>
        <source>The 9♥ is your highest card that fits nothing.</source>
        <translation>A 9♥ a legmagasabb lapod, amely semmihez sem illik.</translation>
    </message>
    <message>
        <source>Ann&apos;s turn: watch what she draws and throws.</source>
        <translation>Anna köre: figyeld, mit húz és mit dob.</translation>
    </message>
    <message>
        <source>Your turn again. Ann threw the Q♠: it fits nothing of yours and would add 10 points. Draw from the stock instead (T).</source>
        <translation>Újra te jössz. Anna a Q♠-t dobta: semmidhez sem illik, és 10 pontot hozna. Húzz inkább a húzópakliból (T).</translation>
    </message>
    <message>
        <source>The Q♠ fits none of your cards and counts 10.</source>
        <translation>A Q♠ egyik lapodhoz sem illik, és 10 pontot ér.</translation>
    </message>
    <message>
        <source>You drew the 4♣: your clubs now run from 4 to 8. Discard the 2♦, the one card that fits nothing.</source>
        <translation>A 4♣-et húztad: a treffjeid most 4-től 8-ig sort alkotnak. Dobd el a 2♦-t, az egyetlen lapot, amely semmihez sem illik.</translation>
    </message>
    <message>
        <source>Every other card of yours belongs to the clubs from 4 to 8.</source>
        <translation>Minden más lapod a 4-től 8-ig tartó treffekhez tartozik.</translation>
    </message>
    <message>
        <source>Spreads: books and runs (the ace is low)</source>
        <translation>Spreadek: könyvek és sorok (az ász alul áll)</translation>
    </message>
    <message>
        <source>Laying cards down so they no longer count.</source>
        <translation>Lapok lerakása, hogy többé ne számítsanak.</translation>
    </message>
    <message>
        <source>Draw from the stock (T).</source>
        <translation>Húzz a húzópakliból (T).</translation>
    </message>
    <message>
        <source>The card this lesson needs is on top of the stock.</source>
        <translation>A leckéhez szükséges lap a húzópakli tetején van.</translation>
    </message>
    <message>
        <source>You drew the 7♣. Three or four cards of one rank make a book. Select the three sevens (click each, or ← → and Space) and lay them: press S, or drag them to the table.</source>
        <translation>A 7♣-et húztad. Három vagy négy azonos értékű lap könyvet alkot. Jelöld ki a három hetest (kattints mindegyikre, vagy ← → és Szóköz), és rakd le őket: nyomd meg az S-t, vagy húzd őket az asztalra.</translation>
    </message>
    <message>
        <source>The three sevens are a book: laid down, they no longer count.</source>
        <translation>A három hetes könyv: lerakva már nem számítanak.</translation>
    </message>
    <message>
        <source>2♠ 3♠ is no spread yet: a run needs three or more cards in sequence, all of one suit. Discard the K♥.</source>
        <translation>A 2♠ 3♠ még nem spread: a sorhoz legalább három, egymást követő, azonos színű lap kell. Dobd el a K♥-t.</translation>
    </message>
    <message>
        <source>The K♥ counts 10 and fits nothing; keep 2♠ 3♠ for a third spade.</source>
        <translation>A K♥ 10 pontot ér és semmihez sem illik; a 2♠ 3♠-at tartsd meg egy harmadik pikkre.</translation>
    </message>
    <message>
        <source>Ann&apos;s turn: watch what she throws.</source>
        <translation>Anna köre: figyeld, mit dob.</translation>
    </message>
    <message>
        <source>Ann threw the A♠. With your 2♠ 3♠ it makes a run, A♠ 2♠ 3♠. The ace is low only: A-2-3 is a run, Q-K-A is not. Take it (P).</source>
        <translation>Anna az A♠-t dobta. A 2♠ 3♠-addal sort alkot: A♠ 2♠ 3♠. Az ász csak alul állhat: az A-2-3 sor, a Q-K-A nem. Vedd fel (P).</translation>
    </message>
    <message>
        <source>The A♠ makes a run with your 2♠ 3♠.</source>
        <translation>Az A♠ sort alkot a 2♠ 3♠-addal.</translation>
    </message>
    <message>
        <source>Lay the run A♠ 2♠ 3♠: select the three cards and press S.</source>
        <translation>Rakd le az A♠ 2♠ 3♠ sort: jelöld ki a három lapot, és nyomd meg az S-t.</translation>
    </message>
    <message>
        <source>A♠ 2♠ 3♠ is a run: three spades in sequence, the ace low.</source>
        <translation>Az A♠ 2♠ 3♠ sor: három egymást követő pikk, az ász alul.</translation>
    </message>
    <message>
        <source>Your hand is empty after your spreads, with no discard: you have tonked out, and win double. A later lesson tells more.</source>
        <translation>A spreadjeid után üres a kezed, dobás nélkül: tonkot csináltál, és dupla nyereményt kapsz. Egy későbbi lecke többet mond róla.</translation>
    </message>
    <message>
        <source>Hitting your own and others&apos; spreads</source>
        <translation>Ütés a saját és mások spreadjeire</translation>
    </message>
    <message>
        <source>One card at a time onto any spread on the table.</source>
        <translation>Egyszerre egy lap bármelyik spreadre az asztalon.</translation>
    </message>
    <message>
        <source>Ann plays first: watch her lay a spread.</source>
        <translation>Anna kezd: figyeld, ahogy lerak egy spreadet.</translation>
    </message>
    <message>
        <source>Ann laid a run, 9♦ 10♦ J♦. Your turn: draw from the stock (T).</source>
        <translation>Anna lerakott egy sort: 9♦ 10♦ J♦. Te jössz: húzz a húzópakliból (T).</translation>
    </message>
    <message>
        <source>This lesson&apos;s card waits on top of the stock.</source>
        <translation>A lecke lapja a húzópakli tetején vár.</translation>
    </message>
    <message>
        <source>Lay your run 5♣ 6♣ 7♣: select the three cards and press S.</source>
        <translation>Rakd le az 5♣ 6♣ 7♣ sorodat: jelöld ki a három lapot, és nyomd meg az S-t.</translation>
    </message>
    <message>
        <source>5♣ 6♣ 7♣ is a run; laid down, it no longer counts.</source>
        <translation>Az 5♣ 6♣ 7♣ sor; lerakva már nem számít.</translation>
    </message>
    <message>
        <source>A hit adds one card to a spread on the table. Your 8♣ extends your run to 5♣ 6♣ 7♣ 8♣: drag it onto the run, or select it, press ↓ until the hit is shown, and Enter.</source>
        <translation>Ütéskor egy lapot teszel egy asztalon lévő spreadhez. A 8♣ 5♣ 6♣ 7♣ 8♣-ig hosszabbítja a sorodat: húzd a sorra, vagy jelöld ki, nyomd a ↓-t, amíg az ütés meg nem jelenik, majd Enter.</translation>
    </message>
    <message>
        <source>The 8♣ fits the end of your run 5♣ 6♣ 7♣.</source>
        <translation>A 8♣ az 5♣ 6♣ 7♣ sorod végére illik.</translation>
    </message>
    <message>
        <source>You may hit other players&apos; spreads too. The Q♦ fits Ann&apos;s 9♦ 10♦ J♦: hit her run with it.</source>
        <translation>Más játékosok spreadjeire is üthetsz. A Q♦ illik Anna 9♦ 10♦ J♦ sorához: üss vele a sorára.</translation>
    </message>
    <message>
        <source>The Q♦ follows the J♦ of Ann&apos;s run.</source>
        <translation>A Q♦ Anna sorában a J♦ után következik.</translation>
    </message>
    <message>
        <source>Discard your last card, the K♠.</source>
        <translation>Dobd el az utolsó lapodat, a K♠-t.</translation>
    </message>
    <message>
        <source>The K♠ is the only card left in your hand.</source>
        <translation>A K♠ az egyetlen lap a kezedben.</translation>
    </message>
    <message>
        <source>Your last card went onto the discard pile: you went out, and win 1 from every other player.</source>
        <translation>Az utolsó lapod a dobópaklira került: kimentél, és minden más játékostól 1-et nyersz.</translation>
    </message>
    <message>
        <source>Knocking: when it wins and when you are caught</source>
        <translation>Kopogás: mikor nyer, és mikor kapnak el</translation>
    </message>
    <message>
        <source>Ending the round with the lowest hand, or paying for it.</source>
        <translation>A forduló lezárása a legkisebb kézzel, vagy fizetés érte.</translation>
    </message>
    <message>
        <source>Your hand counts 12, a low total. At the start of your turn, instead of drawing, you may knock: every hand is shown and the lowest total wins. Press Knock (K).</source>
        <translation>A kezed 12 pontot ér, ez kevés. A köröd elején húzás helyett kopoghatsz: mindenki felfedi a kezét, és a legkisebb összeg nyer. Nyomd meg a Kopogás gombot (K).</translation>
    </message>
    <message>
        <source>12 points is a low hand: this is the moment to knock.</source>
        <translation>A 12 pont kis kéz: most érdemes kopogni.</translation>
    </message>
    <message>
        <source>Ann held 47 points. Your 12 was the lowest, so your knock won 1 from her. Now the other side of knocking.</source>
        <translation>Anna kezében 47 pont volt. A te 12-d volt a legkisebb, így a kopogásod 1-et nyert tőle. Most jön a kopogás másik oldala.</translation>
    </message>
    <message>
        <source>The same 12 points. Knock again (K) and see what Ann holds.</source>
        <translation>Ugyanaz a 12 pont. Kopogj újra (K), és nézd meg, mi van Annánál.</translation>
    </message>
    <message>
        <source>This deal shows what happens when a knock goes wrong.</source>
        <translation>Ez az osztás megmutatja, mi történik, ha a kopogás rosszul sül el.</translation>
    </message>
    <message>
        <source>Ann held 9. A knocker whose total is not strictly the lowest is caught: you pay Ann 2, and she gets 1 more for the win. A tie catches the knocker too. Knock when you are likely lowest.</source>
        <translation>Annánál 9 volt. Akinek kopogáskor nem egyedül neki van a legkevesebb pontja, azt elkapják: fizetsz Annának 2-t, és még 1-et kap a győzelemért. Döntetlennél is elkapják a kopogót. Akkor kopogj, ha valószínűleg neked van a legkevesebb.</translation>
    </message>
    <message>
        <source>Tonking out (double) and going out on the discard</source>
        <translation>Tonk (dupla) és kimenés dobással</translation>
    </message>
    <message>
        <source>Emptying your hand, with or without a last discard.</source>
        <translation>A kéz kiürítése, utolsó dobással vagy anélkül.</translation>
    </message>
    <message>
        <source>You drew the 9♣. Lay the run 4♥ 5♥ 6♥ (select the three, press S).</source>
        <translation>A 9♣-et húztad. Rakd le a 4♥ 5♥ 6♥ sort (jelöld ki a hármat, nyomd meg az S-t).</translation>
    </message>
    <message>
        <source>4♥ 5♥ 6♥ is a run: the first of your two spreads.</source>
        <translation>A 4♥ 5♥ 6♥ sor: a két spreaded közül az első.</translation>
    </message>
    <message>
        <source>Now lay the book of nines. That empties your hand without a discard: a tonk out.</source>
        <translation>Most rakd le a kilencesek könyvét. Ezzel dobás nélkül ürül ki a kezed: ez a tonk.</translation>
    </message>
    <message>
        <source>The three nines are a book, and your last cards.</source>
        <translation>A három kilences könyv, és ezek az utolsó lapjaid.</translation>
    </message>
    <message>
        <source>A tonk out pays double: 2 from every other player. Next: going out with a discard.</source>
        <translation>A tonk duplán fizet: minden más játékostól 2-t. Következik: kimenés dobással.</translation>
    </message>
    <message>
        <source>You drew the 8♥. Lay the run 4♥ 5♥ 6♥ 7♥ 8♥: a run may be long.</source>
        <translation>A 8♥-at húztad. Rakd le a 4♥ 5♥ 6♥ 7♥ 8♥ sort: a sor lehet hosszú is.</translation>
    </message>
    <message>
        <source>All five hearts make one run.</source>
        <translation>Mind az öt kőr egy sort alkot.</translation>
    </message>
    <message>
        <source>One card is left. Discard the K♦: your hand is empty after the discard, so you go out.</source>
        <translation>Egy lap maradt. Dobd el a K♦-t: a dobás után üres a kezed, így kimész.</translation>
    </message>
    <message>
        <source>The K♦ is your last card.</source>
        <translation>A K♦ az utolsó lapod.</translation>
    </message>
    <message>
        <source>Going out on the discard pays 1 from every other player, half a tonk out.</source>
        <translation>A dobással kimenés minden más játékostól 1-et fizet, a tonk felét.</translation>
    </message>
    <message>
        <source>A dealt 49 or 50</source>
        <translation>Kiosztott 49 vagy 50</translation>
    </message>
    <message>
        <source>The hand that wins before anyone plays.</source>
        <translation>A kéz, amely nyer, mielőtt bárki lépne.</translation>
    </message>
    <message>
        <source>You were dealt K, Q, J, 10 and 9: 49 points. A hand dealt with 49 or 50 points is a dealt tonk: it wins 2 from every other player at once, and the hand is not played.</source>
        <translation>K, Q, J, 10 és 9 lapot kaptál: 49 pont. A 49 vagy 50 ponttal kiosztott kéz tonk osztásból: azonnal minden más játékostól 2-t nyer, és a leosztást nem játsszák le.</translation>
    </message>
    <message>
        <source>Under the encyclopedia&apos;s rule a dealt 49 wins only when you declare it, as the first thing of your first turn. Press Declare 49 (or Enter).</source>
        <translation>Az enciklopédia szabálya szerint a kiosztott 49 csak akkor nyer, ha bejelented, első köröd legelső lépéseként. Nyomd meg a 49 bejelentése gombot (vagy az Entert).</translation>
    </message>
    <message>
        <source>Any other move first, and the 49 wins nothing.</source>
        <translation>Ha előbb bármi mást lépsz, a 49 semmit sem nyer.</translation>
    </message>
    <message>
        <source>Declared: your 49 wins 2 from everyone. Once play has started, reaching 49 or 50 means nothing.</source>
        <translation>Bejelentve: a 49-ed mindenkitől 2-t nyer. Ha a játék már elkezdődött, a 49 vagy 50 pont elérése semmit sem jelent.</translation>
    </message>
    <message>
        <source>Reading the round end and the stakes</source>
        <translation>A forduló végének és a téteknek az olvasása</translation>
    </message>
    <message>
        <source>Who pays whom, and how much.</source>
        <translation>Ki kinek fizet, és mennyit.</translation>
    </message>
    <message>
        <source>Ann plays first, and knocks: watch.</source>
        <translation>Anna kezd, és kopog: figyeld.</translation>
    </message>
    <message>
        <source>Ann knocked with 12, but your hand counts 8: Ann is caught. A caught knocker pays 2 to every player as low or lower: she pays you 2.</source>
        <translation>Anna 12 ponttal kopogott, de a kezed 8 pontot ér: Annát elkapták. Az elkapott kopogó minden vele egyenlő vagy kisebb összegű játékosnak 2-t fizet: neked 2-t fizet.</translation>
    </message>
    <message>
        <source>The lowest hand also wins 1 from every other player: 1 more from Ann, 1 from Bob. The panel lists every payment; the column ‘This round’ adds them up: you +4, Ann −3, Bob −1.</source>
        <translation>A legkisebb kéz minden más játékostól 1-et is nyer: még 1-et Annától, 1-et Bálinttól. A panel minden fizetést felsorol; az „Ebben a fordulóban” oszlop összeadja őket: te +4, Anna −3, Bálint −1.</translation>
    </message>
    <message>
        <source>Amounts are in units of the stake your table plays for (Game ▸ Settings). The Balance column keeps each player&apos;s total for the game.</source>
        <translation>Az összegek az asztal tétjének egységében értendők (Játék ▸ Beállítások). Az Egyenleg oszlop minden játékos egész játékra vett összegét mutatja.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <comment>between the items of a list (names, cards, moves); Japanese: 、</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <comment>a list read as one phrase: {list} is the items but the last, already joined with the list&apos;s separator</comment>
        <translation>{list} és {last}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Draw from the stock</source>
        <translation>Húzás a húzópakliból</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>A dobópakli felső lapjának felvétele</translation>
    </message>
    <message>
        <source>Move over the cards of your hand</source>
        <translation>Mozgás a kezedben lévő lapok között</translation>
    </message>
    <message>
        <source>Select or deselect the card under the focus</source>
        <translation>A fókuszban lévő lap kiválasztása vagy a kiválasztás megszüntetése</translation>
    </message>
    <message>
        <source>Step through the moves of the chosen cards (each spread it can hit, the discard)</source>
        <translation>Lépkedés a kiválasztott lapok lépései között (minden spread, amelyre üthetsz, illetve a dobás)</translation>
    </message>
    <message>
        <source>Lay the selected cards as a spread</source>
        <translation>A kiválasztott lapok lerakása spread-ként</translation>
    </message>
    <message>
        <source>Discard the selected (or focused) card</source>
        <translation>A kiválasztott (vagy a fókuszban lévő) lap eldobása</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Kopogás</translation>
    </message>
    <message>
        <source>Hint: highlight the move the strongest computer player would make</source>
        <translation>Tipp: a legerősebb gépi játékos lépésének kiemelése</translation>
    </message>
    <message>
        <source>Clear the selection and the hint</source>
        <translation>A kiválasztás és a tipp törlése</translation>
    </message>
    <message>
        <source>Next round (when the round is over)</source>
        <translation>Következő forduló (a forduló vége után)</translation>
    </message>
    <message>
        <source>Review the round just played, every hand face up (when the round is over)</source>
        <translation>Az imént lejátszott forduló visszanézése, minden lap felfordítva (amikor a forduló véget ért)</translation>
    </message>
    <message>
        <source>Sound off or on (mute)</source>
        <translation>Hang ki- vagy bekapcsolása (némítás)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Open a hand history to review it</source>
        <translation>Forduló-lejátszás megnyitása visszanézésre</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>One action back or forward</source>
        <translation>Egy lépés vissza vagy előre</translation>
    </message>
    <message>
        <source>The deal or the round&apos;s end</source>
        <translation>Az osztás vagy a forduló vége</translation>
    </message>
    <message>
        <source>The chosen player&apos;s next or previous decision</source>
        <translation>A választott játékos következő vagy előző döntése</translation>
    </message>
    <message>
        <source>Leave the review: back to the game</source>
        <translation>Visszanézés vége: vissza a játékhoz</translation>
    </message>
    <message>
        <source>Alt+the underlined letter</source>
        <translation>Alt+az aláhúzott betű</translation>
    </message>
    <message>
        <source>The lesson panel&apos;s buttons: Next, Show me, Back, Lessons…, End the lesson. After a page to read, Next has the focus: Enter turns the page</source>
        <translation>A leckepanel gombjai: Tovább, Mutasd meg, Vissza, Leckék…, Lecke vége. Egy olvasnivaló oldal után a Tovább gombon van a fókusz: az Enter lapoz</translation>
    </message>
    <message>
        <source>In a review</source>
        <translation>Visszanézés közben</translation>
    </message>
    <message>
        <source>In a lesson</source>
        <translation>Lecke közben</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sounds: synthesised for this game by its own script (packaging/make_sounds.py), public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hangok: a játékhoz saját szkriptje (packaging/make_sounds.py) állította elő őket, a CC0 1.0 szerint közkincsek.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tonk</source>
        <translation>Tonk</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Kopogás</translation>
    </message>
    <message>
        <source>Take the highlighted move: the hint; else declare a dealt 49, or draw (the discard when the stock is empty; never declining it), or lay the selected cards, or hit with or discard the focused card</source>
        <translation>A kiemelt lépés megtétele: a tipp; különben a kiosztott 49 bejelentése, vagy húzás (üres húzópaklinál a dobott lap felvétele, sosem lemondás róla), vagy a kijelölt lapok lerakása, vagy ütés a fókuszban lévő lappal, illetve annak eldobása</translation>
    </message>
    <message>
        <source>Continue: the next computer player&apos;s turn (when Settings pauses after each)</source>
        <translation>Tovább: a következő gépi játékos köre (ha a beállítások minden kör után megállnak)</translation>
    </message>
    <message>
        <source>Undo your last turn and the computers&apos; moves after it (practice games)</source>
        <translation>Az utolsó köröd és az utána következő gépi körök visszavonása (gyakorló játékban)</translation>
    </message>
    <message>
        <source>Redo: play the turn taken back again</source>
        <translation>Újra: a visszavont kör újbóli lejátszása</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Teljes képernyő</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Lay your hand down: the lowest total wins; a tie or a lower total catches you (K)</source>
        <translation>Leteszed a lapjaidat: a legkevesebb pont nyer; döntetlen vagy kevesebb pont esetén elkapnak (K)</translation>
    </message>
    <message>
        <source>Declare &amp;49</source>
        <translation>&amp;49 bejelentése</translation>
    </message>
    <message>
        <source>Show your dealt 49 and win double</source>
        <translation>Mutasd meg a kiosztott 49-et, és nyerj dupla tétet</translation>
    </message>
    <message>
        <source>&amp;Decline the discard</source>
        <translation>Lemondás a &amp;dobott lapról</translation>
    </message>
    <message>
        <source>The stock is empty: refuse the discard and end the round</source>
        <translation>Kifogyott a húzópakli: lemondasz a dobott lapról, és a forduló véget ér</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Rendezés szín szerint</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Rendezés érték szerint</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>T&amp;ovább</translation>
    </message>
    <message>
        <source>The next computer player&apos;s turn (C); Settings ▸ Table and cards sets the pause</source>
        <translation>A következő gépi játékos lépése (C); a megállást a Beállítások ▸ Asztal és lapok adja meg</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Új &amp;játék</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>Következő &amp;forduló</translation>
    </message>
    <message>
        <source>Play &amp;deal number…</source>
        <translation>&amp;Osztás szám szerint…</translation>
    </message>
    <message>
        <source>&amp;Redo your turn</source>
        <translation>Kör új&amp;ra</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <source>Save the round&apos;s hand &amp;history…</source>
        <translation>A forduló lejátszásának &amp;mentése…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>Draw from the &amp;stock</source>
        <translation>Húzás a &amp;húzópakliból</translation>
    </message>
    <message>
        <source>Take the dis&amp;card</source>
        <translation>A dobott lap &amp;felvétele</translation>
    </message>
    <message>
        <source>Lay a s&amp;pread</source>
        <translation>&amp;Spread lerakása</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Dobás</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <source>&amp;About Tonk</source>
        <translation>&amp;A Tonk névjegye</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lépés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animáció sebessége</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Új játékot kezdesz?</translation>
    </message>
    <message>
        <source>A round is being played. Start a new game and throw it away?</source>
        <translation>Egy forduló még folyik. Eldobod, és új játékot kezdesz?</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends. The new game leaves the session “{session}” and is not recorded; the session&apos;s finished rounds are kept and Game ▸ Sessions… resumes it.</source>
        <translation>Forduló vége előtt senki sem fizet. Az új játék kilép a(z) „{session}” partiból, és nem kerül feljegyzésre; a parti lezárt fordulói megmaradnak, a Játék ▸ Partik… menüben folytatható.</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends; the balances start again from zero.</source>
        <translation>Forduló vége előtt senki sem fizet; az egyenlegek újra nulláról indulnak.</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Új partit kezdesz?</translation>
    </message>
    <message>
        <source>A round is being played. Start the new session and throw it away?</source>
        <translation>Egy forduló folyamatban van. Elkezded az új partit, és eldobod a fordulót?</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>Új &amp;parti</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends. The round is not recorded; the finished rounds of the session “{session}” are kept and Game ▸ Sessions… resumes it.</source>
        <translation>Forduló vége előtt senki sem fizet. Ez a forduló nem kerül feljegyzésre; a(z) „{session}” parti lezárt fordulói megmaradnak, a Játék ▸ Partik… menüben folytatható.</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends: this game&apos;s balances are not kept.</source>
        <translation>Forduló vége előtt senki sem fizet: ennek a játéknak az egyenlegei nem maradnak meg.</translation>
    </message>
    <message>
        <source>Quit Tonk?</source>
        <translation>Kilépsz a Tonkból?</translation>
    </message>
    <message>
        <source>A round is being played. Quit now?</source>
        <translation>Egy forduló még folyik. Kilépsz most?</translation>
    </message>
    <message>
        <source>The round is kept with the session “{session}”: the next start offers to resume it where it stopped.</source>
        <translation>A forduló a(z) „{session}” partival együtt megmarad: a következő indításkor felajánlja, hogy ott folytasd, ahol abbamaradt.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Játszom tovább</translation>
    </message>
    <message>
        <source>There is no turn of yours to take back.</source>
        <translation>Nincs visszavonható köröd.</translation>
    </message>
    <message>
        <source>There is no turn taken back to play again.</source>
        <translation>Nincs visszavont kör, amit újra lejátszhatnál.</translation>
    </message>
    <message>
        <source>No undo in a ledger session: money is at stake. New game or Play deal number… starts a practice game, where you can take turns back.</source>
        <translation>Nyilvántartott partiban nincs visszavonás: pénz a tét. Az Új játék vagy az Osztás szám szerint… gyakorló játékot kezd, ahol visszavonhatod a köreidet.</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Osztás szám szerint</translation>
    </message>
    <message>
        <source>The deal number (1 to {max}) shown in the game log and at a round&apos;s end: the same number deals the same cards, here or at a friend&apos;s computer.</source>
        <translation>Az osztás száma (1 és {max} között), amelyet a játéknapló és a forduló vége mutat: ugyanaz a szám ugyanazokat a lapokat osztja, itt vagy egy barátod gépén is.</translation>
    </message>
    <message>
        <source>Deal number {deal}, in a practice game.</source>
        <translation>A(z) {deal}. számú osztás, gyakorló játékban.</translation>
    </message>
    <message>
        <source>Left the session “{session}”: its rounds are kept, and Game ▸ Sessions… resumes it. This game is not recorded.</source>
        <translation>Kiléptél a(z) „{session}” partiból: a fordulói megmaradnak, a Játék ▸ Partik… menüben folytatható. Ez a játék nem kerül feljegyzésre.</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Előbb fejezd be ezt a fordulót.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Tippet csak a saját körödben kérhetsz.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Tipp keresése…</translation>
    </message>
    <message>
        <source>Hint: {move} ({why}). Press Enter to play it.</source>
        <translation>Tipp: {move} ({why}). Enterrel megteszed.</translation>
    </message>
    <message>
        <source>Hint: {move}. Press Enter to play it.</source>
        <translation>Tipp: {move}. Az Enterrel megléped.</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>Most nincs tipp: a számítógép nem talált egyet sem.</translation>
    </message>
    <message>
        <source>The selected cards make no spread: select one card to hit or discard.</source>
        <translation>A kiválasztott lapokból nem lesz spread: válassz ki egy lapot ütéshez vagy eldobáshoz.</translation>
    </message>
    <message>
        <source>No move to choose: select cards with the arrow keys and Space.</source>
        <translation>Nincs választható lépés: jelölj ki lapokat a nyilakkal és a szóközzel.</translation>
    </message>
    <message>
        <source>Move: {move}. Press Enter to play it, Up or Down for another.</source>
        <translation>Lépés: {move}. Enter: megléped, Fel vagy Le: másik lépés.</translation>
    </message>
    <message>
        <source>The hint: knock now</source>
        <translation>Tipp: most kopogj</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>húzz a húzópakliból</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>vedd fel a dobott lapot</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>dobd el: {card}</translation>
    </message>
    <message>
        <source>lay {cards}</source>
        <translation>rakd le: {cards}</translation>
    </message>
    <message>
        <source>hit {target} with {card}</source>
        <translation>üss {card} lappal: {target}</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>kopogj</translation>
    </message>
    <message>
        <source>decline the discard</source>
        <translation>mondj le a dobott lapról</translation>
    </message>
    <message>
        <source>declare your 49</source>
        <translation>jelentsd be a 49-et</translation>
    </message>
    <message>
        <source>Computer player error: {message}</source>
        <translation>Hiba a gépi játékosnál: {message}</translation>
    </message>
    <message>
        <source>{title} — press N for the next round.</source>
        <translation>{title} — a következő fordulóhoz nyomd meg az N-t.</translation>
    </message>
    <message>
        <source>Paused: press Continue (C) for {name}&apos;s turn.</source>
        <translation>Szünet: {name} lépéséhez nyomd meg a Tovább gombot (C).</translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>Te lépsz…</translation>
    </message>
    <message>
        <source>Und&amp;o (not in a ledger session: money is at stake)</source>
        <translation>&amp;Visszavonás (nyilvántartott partiban nem: pénz a tét)</translation>
    </message>
    <message>
        <source>Und&amp;o your last turn</source>
        <translation>Az utolsó köröd &amp;visszavonása</translation>
    </message>
    <message>
        <source>A round with a turn taken back is a practice round: not counted in statistics</source>
        <translation>Az a forduló, amelyben kört vontál vissza, gyakorlásnak számít: nem kerül a statisztikába</translation>
    </message>
    <message>
        <source>hit a spread (drag a card onto it, or ↑ ↓ to choose it and Enter)</source>
        <translation>üss egy spread-re (húzz rá egy lapot, vagy válaszd ki ↑ ↓ gombbal, és Enter)</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {why}</source>
        <translation>A szabályok nem jeleníthetők meg: {why}</translation>
    </message>
    <message>
        <source>With the mouse: drag the stock or the discard to your hand to draw; click cards to select them and drag them to the table to spread; drag a card onto a spread to hit, onto the discard pile to discard. Double-click a pile to draw; double-click a card to hit with it if it fits a spread, else to discard it; with cards selected, double-click one more to lay them all as a spread, or double-click a spread to hit it with the one selected card. Clicking a card of a hinted spread selects the whole spread.</source>
        <translation>Egérrel: húzd a húzópaklit vagy a dobott lapot a kezedbe a húzáshoz; kattintással jelöld ki a lapokat, és húzd őket az asztalra spread-nek; egy lapot spread-re húzva ütsz, a dobópaklira húzva dobsz. Pakli dupla kattintása: húzás; egy lap dupla kattintása: ütés vele, ha illik egy spread-re, különben eldobás; kijelölt lapok mellett még egy lapra duplán kattintva mindet spread-ként rakod le, vagy egy spread-re duplán kattintva az egy kijelölt lappal ütsz. A tippben mutatott spread egy lapjára kattintva az egész spread kijelölődik.</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} lép…</translation>
    </message>
    <message>
        <source>The game is kept: the next start offers to resume it where it stopped.</source>
        <translation>A játék megmarad: a következő indításkor felajánlja, hogy ott folytasd, ahol abbamaradt.</translation>
    </message>
    <message>
        <source>This window keeps no ledger: the round and the balances are lost.</source>
        <translation>Ez az ablak nem vezet nyilvántartást: a forduló és az egyenlegek elvesznek.</translation>
    </message>
    <message>
        <source>declare your dealt 49 (Enter), or lose it</source>
        <translation>jelentsd be a kiosztott 49-et (Enter), különben elveszik</translation>
    </message>
    <message>
        <source>knock (K)</source>
        <translation>kopogj (K)</translation>
    </message>
    <message>
        <source>draw from the stock (T)</source>
        <translation>húzz a húzópakliból (T)</translation>
    </message>
    <message>
        <source>take the discard (P)</source>
        <translation>vedd fel a dobott lapot (P)</translation>
    </message>
    <message>
        <source>the stock is empty: decline the discard to end the round</source>
        <translation>kifogyott a húzópakli: ha lemondasz a dobott lapról, véget ér a forduló</translation>
    </message>
    <message>
        <source>spread (S)</source>
        <translation>rakj le spread-et (S)</translation>
    </message>
    <message>
        <source>discard (D)</source>
        <translation>dobj (D)</translation>
    </message>
    <message>
        <source>play the card you took before you discard</source>
        <translation>dobás előtt játszd ki a felvett lapot</translation>
    </message>
    <message>
        <source>Your turn: {moves}.</source>
        <translation>Te jössz: {moves}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>You are held this turn: you may not knock.</source>
        <translation>Ebben a körben vissza vagy tartva: nem kopoghatsz.</translation>
    </message>
    <message>
        <source>You are held this turn: you may not lay new spreads.</source>
        <translation>Ebben a körben vissza vagy tartva: nem rakhatsz le új spread-et.</translation>
    </message>
    <message>
        <source>Rules of Tonk</source>
        <translation>A tonk szabályai</translation>
    </message>
    <message>
        <source>Save the round&apos;s hand history</source>
        <translation>A forduló lejátszásának mentése</translation>
    </message>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Forduló-lejátszások (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Nem sikerült a fájlba írni ({path}): {why}</translation>
    </message>
    <message>
        <source>Saved the hand history to {path}.</source>
        <translation>A forduló lejátszása mentve ide: {path}.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <source>About Tonk</source>
        <translation>A Tonk névjegye</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tonk Desktop {version}&lt;/h2&gt;&lt;p&gt;Tonk, the knock-rummy card game, on the desktop.&lt;/p&gt;&lt;p&gt;Card art: Adrian Kennard&apos;s SVG playing cards (&lt;a href=&apos;https://www.me.uk/cards/&apos;&gt;www.me.uk/cards&lt;/a&gt;), public domain under CC0 1.0; blue and red backs recoloured by the project, also CC0.&lt;/p&gt;&lt;p&gt;Made with Qt for Python (PySide6).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tonk Desktop {version}&lt;/h2&gt;&lt;p&gt;A tonk, a kopogós römi kártyajáték, asztali gépre.&lt;/p&gt;&lt;p&gt;A lapok rajza: Adrian Kennard SVG kártyái (&lt;a href=&apos;https://www.me.uk/cards/&apos;&gt;www.me.uk/cards&lt;/a&gt;), közkincs a CC0 1.0 szerint; a kék és a piros hátlapot a projekt színezte át, ezek is CC0.&lt;/p&gt;&lt;p&gt;Készült a Qt for Python (PySide6) segítségével.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>The currency needs a three-letter code, such as USD or EUR.</source>
        <translation>A pénznemhez hárombetűs kód kell, például USD vagy EUR.</translation>
    </message>
    <message>
        <source>“{code}” is not a currency code. Type an ISO 4217 code, such as USD, EUR or JPY.</source>
        <translation>A(z) „{code}” nem pénznemkód. Írj be egy ISO 4217 szerinti kódot, például USD, EUR vagy JPY.</translation>
    </message>
</context>
<context>
    <name>NamedRuleSets</name>
    <message>
        <source>Saved rules:</source>
        <translation>Mentett szabályok:</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Betöltés</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportálás…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importálás…</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>Betöltve: „{name}”.</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be saved.</source>
        <translation>Ezekkel a szabályokkal nem lehet játszani, ezért nem menthetők.</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>A mi házi szabályaink</translation>
    </message>
    <message>
        <source>Save house rules</source>
        <translation>Házi szabályok mentése</translation>
    </message>
    <message>
        <source>Name for these rules:</source>
        <translation>A szabályok neve:</translation>
    </message>
    <message>
        <source>Replace the saved rules “{name}” with these?</source>
        <translation>Lecseréled a mentett „{name}” szabályokat ezekre?</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Elmentve: „{name}”.</translation>
    </message>
    <message>
        <source>The house rules were not saved: {why}. They are here until you quit.</source>
        <translation>A házi szabályok nem lettek elmentve: {why}. Kilépésig itt maradnak.</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>Házi szabályok törlése</translation>
    </message>
    <message>
        <source>Delete the saved rules “{name}”?</source>
        <translation>Törlöd a mentett „{name}” szabályokat?</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>Törölve: „{name}”.</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be exported.</source>
        <translation>Ezekkel a szabályokkal nem lehet játszani, ezért nem exportálhatók.</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Házi szabályok exportálása</translation>
    </message>
    <message>
        <source>Tonk house rules (*.json)</source>
        <translation>Tonk házi szabályok (*.json)</translation>
    </message>
    <message>
        <source>The file could not be written: {why}</source>
        <translation>A fájlt nem sikerült írni: {why}</translation>
    </message>
    <message>
        <source>Exported “{name}” to {path}.</source>
        <translation>„{name}” exportálva ide: {path}.</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Házi szabályok importálása</translation>
    </message>
    <message>
        <source>Tonk house rules (*.json);;All files (*)</source>
        <translation>Tonk házi szabályok (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>This file is far too big to be house rules.</source>
        <translation>Ez a fájl túl nagy ahhoz, hogy házi szabályokat tartalmazzon.</translation>
    </message>
    <message>
        <source>This is a folder, not a house-rules file.</source>
        <translation>Ez egy mappa, nem házi szabályokat tartalmazó fájl.</translation>
    </message>
    <message>
        <source>This file is not a house-rules file (it is not text).</source>
        <translation>Ez nem házi szabályokat tartalmazó fájl (nem szöveg).</translation>
    </message>
    <message>
        <source>Nothing was imported from {path}.

{why}</source>
        <translation>Semmit sem sikerült importálni innen: {path}.

{why}</translation>
    </message>
    <message>
        <source>Imported “{name}” and loaded it.</source>
        <translation>„{name}” importálva és betöltve.</translation>
    </message>
</context>
<context>
    <name>NetworkAddresses</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (csak ez a számítógép)</translation>
    </message>
</context>
<context>
    <name>NetworkGameModel</name>
    <message>
        <source>seat open</source>
        <translation>szabad hely</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol</translation>
    </message>
    <message>
        <source>back soon</source>
        <translation>hamarosan visszatér</translation>
    </message>
    <message>
        <source>away: a computer plays in a moment</source>
        <translation>távol: hamarosan a számítógép játszik helyette</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>távol: a számítógép játszik helyette</translation>
    </message>
    <message>
        <source>back at their next turn</source>
        <translation>a következő körében visszatér</translation>
    </message>
    <message>
        <source>No round is being played.</source>
        <translation>Nincs folyamatban forduló.</translation>
    </message>
    <message>
        <source>This screen plays only its own seat.</source>
        <translation>Ez a képernyő csak a saját helyét játssza.</translation>
    </message>
    <message>
        <source>Waiting for the table to answer your last move.</source>
        <translation>Várakozás az asztal válaszára az előző lépésedre.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours.</source>
        <translation>Most {name} jön, nem te.</translation>
    </message>
    <message>
        <source>The table does not allow this move now.</source>
        <translation>Az asztal most nem engedi ezt a lépést.</translation>
    </message>
    <message>
        <source>The table&apos;s host starts its games.</source>
        <translation>A játékot az asztal házigazdája indítja.</translation>
    </message>
    <message>
        <source>The host deals the next round: it comes by itself.</source>
        <translation>A következő fordulót a házigazda osztja: magától jön.</translation>
    </message>
    <message>
        <source>The table sent a state that does not add up ({why}).</source>
        <translation>Az asztal ellentmondásos állást küldött ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <source>The computer is finishing this turn for you: you play from your next turn.</source>
        <translation>Ezt a kört a gép fejezi be helyetted: a következő körödtől te játszol.</translation>
    </message>
    <message>
        <source>Your time ran out: the computer is finishing this turn for you.</source>
        <translation>Lejárt az időd: ezt a kört a gép fejezi be helyetted.</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: play again.</source>
        <translation>Az asztal továbblépett, mielőtt a lépésed megérkezett: lépj újra.</translation>
    </message>
    <message>
        <source>The table refused the move.</source>
        <translation>Az asztal elutasította a lépést.</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>Host a t&amp;able…</source>
        <translation>As&amp;ztal nyitása…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Csatlakozás &amp;asztalhoz…</translation>
    </message>
    <message>
        <source>Rejoin a tab&amp;le…</source>
        <translation>Visszatérés asz&amp;talhoz…</translation>
    </message>
    <message>
        <source>Friends at their own computers on this network join you</source>
        <translation>A barátok ezen a hálózaton a saját gépükről csatlakoznak hozzád</translation>
    </message>
    <message>
        <source>Sit at a table a friend hosts on this network</source>
        <translation>Leülsz egy asztalhoz, amelyet egy barátod nyitott ezen a hálózaton</translation>
    </message>
    <message>
        <source>Take back a seat you had, with the token kept for it</source>
        <translation>Visszaülsz a régi helyedre a megőrzött azonosítóval</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Visszatérés az asztalhoz</translation>
    </message>
    <message>
        <source>This computer keeps no seat to rejoin: join a table first.</source>
        <translation>Ez a számítógép nem őriz helyet a visszatéréshez: előbb csatlakozz egy asztalhoz.</translation>
    </message>
    <message>
        <source>{table} ({address}, port {port}) as {name}</source>
        <translation>{table} ({address}, port {port}), {name} néven</translation>
    </message>
    <message>
        <source>The seat to take back:</source>
        <translation>A hely, ahová visszaülsz:</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Egyenleg</translation>
    </message>
    <message>
        <source>Balances at this table</source>
        <translation>Egyenlegek ennél az asztalnál</translation>
    </message>
    <message>
        <source>&amp;Export the session&apos;s CSV…</source>
        <translation>A parti &amp;exportálása CSV-be…</translation>
    </message>
    <message>
        <source>The host&apos;s ledger writes the session&apos;s rounds; this saves them on this computer</source>
        <translation>A parti fordulóit a házigazda nyilvántartása írja; ez erre a számítógépre menti őket</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (te)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Hálózati asztal</translation>
    </message>
    <message>
        <source>{table}: base stake {stake}, rounds played {rounds}</source>
        <translation>{table}: alaptét {stake}, lejátszott fordulók: {rounds}</translation>
    </message>
    <message>
        <source>Re&amp;join the table</source>
        <translation>Visszatérés az asz&amp;talhoz</translation>
    </message>
    <message>
        <source>Rejoin the table</source>
        <translation>Visszatérés az asztalhoz</translation>
    </message>
    <message>
        <source>Take your seat back, with the token this computer kept</source>
        <translation>Visszaülsz a helyedre az azonosítóval, amelyet ez a számítógép megőrzött</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Az asztal &amp;bezárása</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Az asztal &amp;elhagyása</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Egyenlegek</translation>
    </message>
    <message>
        <source>Tonk — {table}</source>
        <translation>Tonk — {table}</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>{name} lépésére várunk…</translation>
    </message>
    <message>
        <source>Ready: the host deals the next round.</source>
        <translation>Kész: a következő fordulót a házigazda osztja.</translation>
    </message>
    <message>
        <source>Rejoining the table…</source>
        <translation>Visszatérés az asztalhoz…</translation>
    </message>
    <message>
        <source>Asking the host for the session&apos;s rounds…</source>
        <translation>A parti fordulóinak lekérése a házigazdától…</translation>
    </message>
    <message>
        <source>Export the session&apos;s CSV</source>
        <translation>A parti exportálása CSV-be</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Nem sikerült a fájlba írni ({path}): {why}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Mentve ide: {path}</translation>
    </message>
    <message>
        <source>Round {number}: deal verified</source>
        <translation>{number}. forduló: az osztás ellenőrizve</translation>
    </message>
    <message>
        <source>Round {number}: the deal could NOT be verified — the host&apos;s cards were not the ones it promised ({why})</source>
        <translation>{number}. forduló: az osztást NEM sikerült ellenőrizni — a házigazda lapjai nem azok voltak, amelyeket ígért ({why})</translation>
    </message>
    <message>
        <source>You sit at the table again.</source>
        <translation>Újra az asztalnál ülsz.</translation>
    </message>
    <message>
        <source>A computer plays your seat meanwhile; Game ▸ Rejoin the table takes it back.</source>
        <translation>Addig a gép játszik helyetted; a Játék ▸ Visszatérés az asztalhoz visszaültet.</translation>
    </message>
    <message>
        <source>You ran out of time; the computer moves for you:</source>
        <translation>Lejárt az időd; a gép lép helyetted:</translation>
    </message>
    <message>
        <source>{name} ran out of time; the computer moves for them:</source>
        <translation>{name} ideje lejárt; a gép lép helyette:</translation>
    </message>
    <message>
        <source>The table closed</source>
        <translation>Az asztal bezárt</translation>
    </message>
    <message>
        <source>Close the table? Everyone at it is told the table closed.</source>
        <translation>Bezárod az asztalt? Mindenki értesül róla.</translation>
    </message>
    <message>
        <source>The finished rounds are in your ledger; the others can rejoin when you open the table again.</source>
        <translation>A befejezett fordulók a nyilvántartásodban vannak; ha újra megnyitod az asztalt, a többiek visszatérhetnek.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Elhagyod az asztalt?</translation>
    </message>
    <message>
        <source>A computer plays your seat until you rejoin (the seat stays yours: Game ▸ Rejoin a table… takes it back).</source>
        <translation>Amíg vissza nem térsz, a számítógép játszik a helyeden (a hely a tiéd marad: a Játék ▸ Visszatérés asztalhoz… visszaad rá).</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Az asztal elhagyása</translation>
    </message>
    <message>
        <source>Your turn: {move} s, then {reserve} s in reserve</source>
        <translation>A te köröd: {move} mp, utána {reserve} mp tartalék</translation>
    </message>
    <message>
        <source>{name}: {move} s, then {reserve} s in reserve</source>
        <translation>{name}: {move} mp, utána {reserve} mp tartalék</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>The join code is wrong. Ask the host for the code their table shows.</source>
        <translation>Hibás a csatlakozási kód. Kérd el a házigazdától az asztala által mutatott kódot.</translation>
    </message>
    <message>
        <source>The table runs another version of Tonk, which plays by a different protocol. Both computers need the same version.</source>
        <translation>Az asztalon a Tonk másik változata fut, amely más protokollt használ. A két számítógépen ugyanaz a változat kell.</translation>
    </message>
    <message>
        <source>Every seat for a person at this table is taken.</source>
        <translation>Ennél az asztalnál minden emberi hely foglalt.</translation>
    </message>
    <message>
        <source>The table does not know the seat this computer kept (another session, or the seat was given up). Join with the code instead.</source>
        <translation>Az asztal nem ismeri a helyet, amelyet ez a számítógép megőrzött (másik parti, vagy a helyet feladták). Csatlakozz inkább a kóddal.</translation>
    </message>
    <message>
        <source>The table refused the name: choose another (at most 40 letters).</source>
        <translation>Az asztal elutasította a nevet: válassz másikat (legfeljebb 40 betű).</translation>
    </message>
    <message>
        <source>Someone at this table already has that name: choose another.</source>
        <translation>Ennél az asztalnál már ül valaki ezzel a névvel: válassz másikat.</translation>
    </message>
    <message>
        <source>The join code is wrong, and so were several before it from this computer: the table now answers each try from here only after a wait, next {seconds} s. Ask the host for the code their table shows.</source>
        <translation>A csatlakozási kód hibás, és az előtte erről a gépről küldött több kód is az volt: az asztal innen minden próbálkozásra csak várakozás után válaszol, legközelebb {seconds} mp múlva. Kérd el a gazdától az asztalán látható kódot.</translation>
    </message>
    <message>
        <source>Too many connections are waiting to join this table. Try again in a moment.</source>
        <translation>Túl sok kapcsolat vár arra, hogy csatlakozzon ehhez az asztalhoz. Próbáld újra egy kis idő múlva.</translation>
    </message>
    <message>
        <source>The table refused to seat you ({detail}).</source>
        <translation>Az asztal nem engedett leülni ({detail}).</translation>
    </message>
    <message>
        <source>The table stopped answering (no word from it for too long).</source>
        <translation>Az asztal nem válaszol (túl régóta nem jött tőle semmi).</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Megszakadt a kapcsolat az asztallal.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>A házigazda bezárta az asztalt.</translation>
    </message>
    <message>
        <source>The table sent something this program cannot read.</source>
        <translation>Az asztal olyat küldött, amit ez a program nem tud olvasni.</translation>
    </message>
    <message>
        <source>The table heard nothing from this computer for too long and let the line go.</source>
        <translation>Az asztal túl régóta nem hallott erről a számítógépről, és bontotta a kapcsolatot.</translation>
    </message>
    <message>
        <source>Your seat was taken up again from another connection.</source>
        <translation>A helyedet egy másik kapcsolatról foglalták el újra.</translation>
    </message>
    <message>
        <source>Not joined: the table did not show the certificate its invite names. Someone may be between you and the host, or the host made a new certificate. Nothing was sent to it. Ask the host for a new invite, and compare its fingerprint with the one in the host&apos;s dialog.</source>
        <translation>Nem csatlakoztál: az asztal nem a meghívóban megnevezett tanúsítványt mutatta. Lehet, hogy valaki közted és a házigazda között áll, vagy a házigazda új tanúsítványt készített. Semmit sem küldtem neki. Kérj új meghívót a házigazdától, és vesd össze az ujjlenyomatát a házigazda ablakában láthatóval.</translation>
    </message>
    <message>
        <source>The connection to the table ended ({detail}).</source>
        <translation>A kapcsolat az asztallal véget ért ({detail}).</translation>
    </message>
    <message>
        <source>That is not an invite: an invite begins with tonk://</source>
        <translation>Ez nem meghívó: a meghívó tonk:// kezdetű</translation>
    </message>
    <message>
        <source>The invite&apos;s address cannot be read: ask the host to copy it again.</source>
        <translation>A meghívó címe nem olvasható: kérd meg a házigazdát, hogy másolja ki újra.</translation>
    </message>
    <message>
        <source>The invite&apos;s port is missing or wrong: ask the host to copy it again.</source>
        <translation>A meghívóból hiányzik a port, vagy hibás: kérd meg a házigazdát, hogy másolja ki újra.</translation>
    </message>
    <message>
        <source>The invite has no join code: ask the host to copy it again.</source>
        <translation>A meghívóban nincs csatlakozási kód: kérd meg a házigazdát, hogy másolja ki újra.</translation>
    </message>
    <message>
        <source>The invite has no certificate fingerprint: ask the host to copy it again.</source>
        <translation>A meghívóban nincs tanúsítvány-ujjlenyomat: kérd meg a házigazdát, hogy másolja ki újra.</translation>
    </message>
    <message>
        <source>The host closed the table. The finished rounds are in the host&apos;s ledger; when the host opens the session again, Game ▸ Rejoin a table… takes your seat back.</source>
        <translation>A házigazda bezárta az asztalt. A befejezett fordulók a házigazda nyilvántartásában vannak; ha újra megnyitja a partit, a Játék ▸ Visszatérés asztalhoz… visszaad a helyedre.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: this computer no longer has that address (its network is down or changed). Choose another one above, or type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni: ennek a számítógépnek már nincs ilyen címe (a hálózata megszakadt vagy megváltozott). Válassz fent másikat, vagy írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: it does not carry the announcements tables make (multicast). Type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni: nem továbbítja az asztalok hirdetéseit (multicast). Írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: it is down. Connect it, or type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni: a hálózat nem működik. Csatlakoztasd, vagy írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: the system or a firewall does not allow it. Type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni: a rendszer vagy egy tűzfal nem engedi. Írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: another program holds the port the announcements use (5353) and does not share it. Type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni: egy másik program foglalja a hirdetések portját (5353), és nem osztja meg. Írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: IPv6 is turned off on this computer. Choose an IPv4 address above, or type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni: ezen a számítógépen ki van kapcsolva az IPv6. Válassz fent IPv4-címet, vagy írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Cannot look for tables there: it is not an address of this computer. Choose one above.</source>
        <translation>Ott nem lehet asztalt keresni: ez nem ennek a számítógépnek a címe. Válassz egyet fent.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network (the system says: {detail}). Type the table&apos;s address and port.</source>
        <translation>Ezen a hálózaton nem lehet asztalt keresni (a rendszer szerint: {detail}). Írd be az asztal címét és portját.</translation>
    </message>
    <message>
        <source>Asking your router to open port {port} to the internet…</source>
        <translation>A router megkérése a port ({port}) megnyitására az internet felé…</translation>
    </message>
    <message>
        <source>Your router did not renew the opening at {address} ({method}): friends on other networks may not reach the table now. This computer keeps asking; friends on this network can still join.</source>
        <translation>A router nem újította meg a nyitást itt: {address} ({method}): más hálózaton lévő barátok most talán nem érik el az asztalt. Ez a számítógép tovább kéri; az ezen a hálózaton lévő barátok továbbra is csatlakozhatnak.</translation>
    </message>
    <message>
        <source>Mapped: friends join at {address} ({method}).</source>
        <translation>Megnyitva: a barátok itt csatlakoznak: {address} ({method}).</translation>
    </message>
    <message>
        <source>Your router did not answer (it may not offer UPnP, PCP or NAT-PMP, or has them turned off).</source>
        <translation>A router nem válaszolt (lehet, hogy nem ismeri az UPnP-t, a PCP-t és a NAT-PMP-t, vagy ki vannak kapcsolva).</translation>
    </message>
    <message>
        <source>Your router refused to open port {port} ({detail}).</source>
        <translation>A router megtagadta a port ({port}) megnyitását ({detail}).</translation>
    </message>
    <message>
        <source>Your router is itself behind another router (its address, {address}, is a private one), so what it opens does not reach the internet.</source>
        <translation>A router maga is egy másik router mögött van (a címe, {address}, magánhálózati), így amit megnyit, az nem ér el az internetig.</translation>
    </message>
    <message>
        <source>This computer cannot ask the router: it has no UPnP client, and no router address is known for PCP or NAT-PMP.</source>
        <translation>Ez a számítógép nem tudja megkérni a routert: nincs UPnP-kliense, és a PCP-hez és a NAT-PMP-hez sem ismert a router címe.</translation>
    </message>
    <message>
        <source>Friends on other networks cannot join yet: forward TCP port {port} to {address} by hand in your router&apos;s settings and give them the router&apos;s public address, or host the table with tonk-host on a server (see the server guide, docs/server.md). Friends on this network can join now.</source>
        <translation>Más hálózaton lévő barátok még nem tudnak csatlakozni: a router beállításaiban irányítsd át kézzel a(z) {port} TCP-portot ide: {address}, és add meg nekik a router nyilvános címét, vagy nyisd meg az asztalt a tonk-host programmal egy szerveren (lásd a szerverútmutatót, docs/server.md). Az ezen a hálózaton lévő barátok már most csatlakozhatnak.</translation>
    </message>
    <message>
        <source>Could not announce the table: this computer no longer has the address it listens at (its network is down or changed). Friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni: ennek a számítógépnek már nincs meg a cím, amelyen az asztal vár (a hálózata megszakadt vagy megváltozott). A barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>Could not announce the table: its network does not carry the announcements tables make (multicast). Friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni: a hálózata nem továbbítja az asztalok hirdetéseit (multicast). A barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>Could not announce the table: its network is down. When it is connected again, friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni: a hálózata nem működik. Ha újra csatlakozik, a barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>Could not announce the table: the system or a firewall does not allow it. Friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni: a rendszer vagy egy tűzfal nem engedi. A barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>Could not announce the table: another program holds the port the announcements use (5353) and does not share it. Friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni: egy másik program foglalja a hirdetések portját (5353), és nem osztja meg. A barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>Could not announce the table: IPv6 is turned off on this computer. Friends join by the invite, or host at an IPv4 address.</source>
        <translation>Az asztalt nem sikerült meghirdetni: ezen a számítógépen ki van kapcsolva az IPv6. A barátok a meghívóval csatlakoznak, vagy nyisd meg az asztalt IPv4-címen.</translation>
    </message>
    <message>
        <source>Could not announce the table: the address it listens at is not one of this computer&apos;s. Friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni: a cím, amelyen vár, nem ennek a számítógépnek a címe. A barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>Could not announce the table (the system says: {detail}). Friends join by the invite.</source>
        <translation>Az asztalt nem sikerült meghirdetni (a rendszer szerint: {detail}). A barátok a meghívóval csatlakoznak.</translation>
    </message>
    <message>
        <source>this computer has no TLS library to encrypt it with</source>
        <translation>ezen a gépen nincs TLS-könyvtár, amellyel titkosítani lehetne</translation>
    </message>
    <message>
        <source>this computer&apos;s TLS library cannot read the table&apos;s key</source>
        <translation>a gép TLS-könyvtára nem tudja beolvasni az asztal kulcsát</translation>
    </message>
    <message>
        <source>this computer&apos;s TLS library cannot serve with it</source>
        <translation>a gép TLS-könyvtára nem tud vele kapcsolatot kiszolgálni</translation>
    </message>
    <message>
        <source>This computer cannot host a table: its connections would be encrypted with the table&apos;s certificate, and {why}. No one could join. Joining other tables still works.</source>
        <translation>Ez a gép nem lehet asztal házigazdája: a kapcsolatait az asztal tanúsítványával kellene titkosítania, de {why}. Senki sem tudna csatlakozni. Más asztalokhoz továbbra is csatlakozhatsz.</translation>
    </message>
    <message>
        <source>This computer cannot host a table: the table&apos;s certificate cannot be made or read ({why}). Joining other tables still works.</source>
        <translation>Ez a gép nem lehet asztal házigazdája: az asztal tanúsítványát nem lehet elkészíteni vagy beolvasni ({why}). Más asztalokhoz továbbra is csatlakozhatsz.</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>“{text}” is not an amount of {currency} (with at most {decimals} decimals).</source>
        <translation>„{text}” nem {currency}-összeg (legfeljebb {decimals} tizedesjegy).</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of {currency} (whole numbers only).</source>
        <translation>„{text}” nem {currency}-összeg (csak egész szám).</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Új parti</translation>
    </message>
    <message>
        <source>Session of {date}</source>
        <translation>{date} partija</translation>
    </message>
    <message>
        <source>The current house rules</source>
        <translation>A jelenlegi házi szabályok</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasszikus</translation>
    </message>
    <message>
        <source>Encyclopedia</source>
        <translation>Enciklopédia</translation>
    </message>
    <message>
        <source>Session name:</source>
        <translation>A parti neve:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Játékosok:</translation>
    </message>
    <message>
        <source>Base stake:</source>
        <translation>Alaptét:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Pénznem:</translation>
    </message>
    <message>
        <source>House rules:</source>
        <translation>Házi szabályok:</translation>
    </message>
    <message>
        <source>Players and starting bankrolls (optional)</source>
        <translation>Játékosok és induló pénzük (nem kötelező)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Ki játszik</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Induló pénz</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Base stake: {why}</source>
        <translation>Alaptét: {why}</translation>
    </message>
    <message>
        <source>The base stake must be more than zero.</source>
        <translation>Az alaptétnek nullánál többnek kell lennie.</translation>
    </message>
    <message>
        <source>The base stake is too large for a game of cards.</source>
        <translation>Az alaptét túl nagy egy kártyajátékhoz.</translation>
    </message>
    <message>
        <source>Bankroll of player {n}: {why}</source>
        <translation>A(z) {n}. játékos induló pénze: {why}</translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation>A partinak kell egy név.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Minden játékosnak kell egy név.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Két játékosnak ugyanaz a neve.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Players and seats</source>
        <translation>Játékosok és helyek</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Játékosok az asztalnál:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Ki játssza</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Szint</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Óvatos</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Merész</translation>
    </message>
    <message>
        <source>Collector</source>
        <translation>Gyűjtögető</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Számító</translation>
    </message>
    <message>
        <source>Cautious: knocks only very low and keeps its low cards, so its rounds run longest, with the most spreads, hits and tonk-outs.</source>
        <translation>Óvatos: csak nagyon alacsony összegnél kopog, és megtartja az alacsony lapjait, ezért nála tartanak a legtovább a fordulók, a legtöbb spreaddel, ütéssel és tonkkal.</translation>
    </message>
    <message>
        <source>Bold: knocks early, on a higher count than most would: short rounds.</source>
        <translation>Merész: korán kopog, a legtöbbeknél magasabb összegnél is: rövid fordulók.</translation>
    </message>
    <message>
        <source>Collector: takes the discard for any near-spread and hits whenever it can, but knocks as soon as it holds 10 or less, so it seldom goes out.</source>
        <translation>Gyűjtögető: felveszi az eldobott lapot, ha majdnem spreadet ad, és üt, amikor csak tud, de amint 10 pont vagy kevesebb van a kezében, kopog, így ritkán megy ki.</translation>
    </message>
    <message>
        <source>Calculator: never hits; knocks when the odds say the knock pays.</source>
        <translation>Számító: sosem üt; akkor kopog, amikor az esélyek szerint a kopogás megéri.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}. hely</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Számítógép</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>{n}. hely: név</translation>
    </message>
    <message>
        <source>Seat {n}: played by</source>
        <translation>{n}. hely: ki játssza</translation>
    </message>
    <message>
        <source>Seat {n}: level</source>
        <translation>{n}. hely: szint</translation>
    </message>
    <message>
        <source>Seat 1 sits at the bottom of the table and the others follow clockwise. With two or more people at one computer (hot seat), the table hides every hand between turns and asks you to pass the computer on; at the end of a round all hands are shown as usual.</source>
        <translation>Az 1. hely az asztal alján van, a többi az óramutató járásával megegyezően követi. Ha egy számítógépnél ketten vagy többen játszotok, a körök között az asztal minden kezet elrejt, és kéri, hogy add tovább a gépet; a forduló végén a szokásos módon minden kéz látható.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Tét</translation>
    </message>
    <message>
        <source>Base stake:</source>
        <translation>Alaptét:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Pénznem:</translation>
    </message>
    <message>
        <source>Every win is counted in base stakes: a tonk out wins 2 from each player. A session keeps the stake it was started with.</source>
        <translation>Minden nyeremény alaptétben számít: a tonk minden játékostól 2-t nyer. Egy parti megtartja azt a tétet, amellyel elkezdődött.</translation>
    </message>
    <message>
        <source>The stake must be more than nothing.</source>
        <translation>A tétnek nullánál többnek kell lennie.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>Keresés &amp;itt:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fájlok &amp;típusa:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You may only knock with a hand total of {limit} or less</source>
        <comment>the house rule &apos;knock limit&apos;; {limit} is the limit in points</comment>
        <translation>Csak akkor kopoghatsz, ha legfeljebb {limit} pont van a kezedben</translation>
    </message>
    <message>
        <source>A spread needs at least three cards</source>
        <translation>Egy spread-hez legalább három lap kell</translation>
    </message>
    <message>
        <source>A spread needs at least one card that is not a joker</source>
        <translation>Egy spread-ben legalább egy nem dzsóker lapnak kell lennie</translation>
    </message>
    <message>
        <source>A book has at most four cards</source>
        <translation>Egy könyvben legfeljebb négy lap lehet</translation>
    </message>
    <message>
        <source>A run must be one suit</source>
        <translation>Egy sor lapjai csak azonos színűek lehetnek</translation>
    </message>
    <message>
        <source>A book must be cards of one rank</source>
        <translation>Egy könyv csak azonos értékű lapokból állhat</translation>
    </message>
    <message>
        <source>The ace is low only: Q-K-A is not a run</source>
        <translation>Az ász csak alul állhat: a Q-K-A nem sor</translation>
    </message>
    <message>
        <source>A run must be cards in sequence</source>
        <translation>Egy sor lapjainak egymást kell követniük</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card} nincs a kezedben</translation>
    </message>
    <message>
        <source>{card} does not fit this book</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card} nem illik ebbe a könyvbe</translation>
    </message>
    <message>
        <source>{card} does not extend this run</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card} nem folytatja ezt a sort</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>A forduló véget ért</translation>
    </message>
    <message>
        <source>Only a dealt hand of 49 can be declared</source>
        <translation>Csak a kiosztott 49 pontos kezet lehet bejelenteni</translation>
    </message>
    <message>
        <source>A dealt 49 must be declared at the start of your first turn</source>
        <translation>A kiosztott 49-et az első köröd elején kell bejelentened</translation>
    </message>
    <message>
        <source>You may only knock before drawing</source>
        <translation>Csak húzás előtt kopoghatsz</translation>
    </message>
    <message>
        <source>You are held this turn and may not knock</source>
        <translation>Ebben a körben vissza vagy tartva, nem kopoghatsz</translation>
    </message>
    <message>
        <source>You have already drawn this turn</source>
        <translation>Ebben a körben már húztál</translation>
    </message>
    <message>
        <source>You may only decline the discard when the stock is empty</source>
        <translation>A dobott lapról csak akkor mondhatsz le, ha kifogyott a húzópakli</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>A húzópakli kifogyott</translation>
    </message>
    <message>
        <source>Draw from the stock or the discard pile</source>
        <translation>Húzz a húzópakliból vagy a dobópakliról</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>A dobópakli üres</translation>
    </message>
    <message>
        <source>You may only take the discard if you can spread or hit with it this turn</source>
        <translation>A dobott lapot csak akkor veheted fel, ha ebben a körben spread-be rakod vagy ütsz vele</translation>
    </message>
    <message>
        <source>Draw a card first</source>
        <translation>Előbb húzz egy lapot</translation>
    </message>
    <message>
        <source>You are held this turn and may not lay new spreads</source>
        <translation>Ebben a körben vissza vagy tartva, nem rakhatsz le új spread-et</translation>
    </message>
    <message>
        <source>There is no such spread on the table</source>
        <translation>Nincs ilyen spread az asztalon</translation>
    </message>
    <message>
        <source>You may only hit runs, not books</source>
        <translation>Csak sorra üthetsz, könyvre nem</translation>
    </message>
    <message>
        <source>You may only hit once a turn</source>
        <translation>Körönként csak egyszer üthetsz</translation>
    </message>
    <message>
        <source>You must spread or hit with the card you took from the discard pile first</source>
        <translation>Előbb a dobópakliról felvett lapot kell spread-be raknod vagy ütnöd vele</translation>
    </message>
    <message>
        <source>You must lay down every spread you hold before ending your turn</source>
        <translation>A köröd vége előtt le kell raknod minden spread-et, ami a kezedben van</translation>
    </message>
    <message>
        <source>You may not discard the card you took from the discard pile</source>
        <translation>A dobópakliról felvett lapot nem dobhatod vissza</translation>
    </message>
    <message>
        <source>That is not a move in Tonk</source>
        <translation>Ilyen lépés nincs a tonkban</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Step {step} of {count}: {what}</source>
        <translation>{step}. lépés / {count}: {what}</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Te osztasz</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name} oszt</translation>
    </message>
    <message>
        <source>{dealt}; the up-card is {card}</source>
        <translation>{dealt}; a felfordított lap: {card}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>{number}. játékos</translation>
    </message>
    <message>
        <source>This is a replay: step through it with the arrow keys, or “Play from here” to play on.</source>
        <translation>Ez visszajátszás: a nyílbillentyűkkel lépkedhetsz, vagy az „Innen játszom” gombbal játszhatsz tovább.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>{number}. forduló</translation>
    </message>
    <message>
        <source>&amp;Leave the review</source>
        <translation>&amp;Visszanézés vége</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Vissza a játékhoz (Esc)</translation>
    </message>
    <message>
        <source>Go to the deal</source>
        <translation>Ugrás az osztáshoz</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Az osztás (Home)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Egy lépés vissza</translation>
    </message>
    <message>
        <source>One action back (Left arrow)</source>
        <translation>Egy lépés vissza (bal nyíl)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Egy lépés előre</translation>
    </message>
    <message>
        <source>The next action (Right arrow)</source>
        <translation>A következő lépés (jobb nyíl)</translation>
    </message>
    <message>
        <source>Go to the end</source>
        <translation>Ugrás a végére</translation>
    </message>
    <message>
        <source>The round&apos;s end (End)</source>
        <translation>A forduló vége (End)</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Előző döntés</translation>
    </message>
    <message>
        <source>The chosen player&apos;s previous decision (Shift+N)</source>
        <translation>A választott játékos előző döntése (Shift+N)</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Következő döntés</translation>
    </message>
    <message>
        <source>The chosen player&apos;s next decision (N)</source>
        <translation>A választott játékos következő döntése (N)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Innen játszom</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards, in a practice game</source>
        <translation>Folytatás ettől a helyzettől ugyanazokkal a lapokkal, gyakorló játékban</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s play</source>
        <translation>A &amp;gép játéka</translation>
    </message>
    <message>
        <source>How would the computer have played these cards? (Shift+C)</source>
        <translation>Hogyan játszotta volna a gép ezeket a lapokat? (Shift+C)</translation>
    </message>
    <message>
        <source>Whose decisions N and Shift+N go to</source>
        <translation>Kinek a döntéseire ugrik az N és a Shift+N</translation>
    </message>
    <message>
        <source>Position in the round</source>
        <translation>Helyzet a fordulóban</translation>
    </message>
    <message>
        <source>The round&apos;s actions</source>
        <translation>A forduló lépései</translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation>Visszanézés vége</translation>
    </message>
    <message>
        <source>Not in a ledger session: money is at stake. Play from here is for practice games.</source>
        <translation>Nyilvántartott partiban nem lehet: pénz a tét. Az „Innen játszom” gyakorló játékhoz való.</translation>
    </message>
    <message>
        <source>{name} has no later decision in this round.</source>
        <translation>{name} nem döntött többet ebben a fordulóban.</translation>
    </message>
    <message>
        <source>{name} has no earlier decision in this round.</source>
        <translation>{name} nem döntött korábban ebben a fordulóban.</translation>
    </message>
    <message>
        <source>Re&amp;view the round</source>
        <translation>A forduló vissza&amp;nézése</translation>
    </message>
    <message>
        <source>Replay the round just played, every hand face up (R)</source>
        <translation>Az imént lejátszott forduló visszajátszása, minden lap felfordítva (R)</translation>
    </message>
    <message>
        <source>Open hand histor&amp;y…</source>
        <translation>Forduló-&amp;lejátszás megnyitása…</translation>
    </message>
    <message>
        <source>Review: ← → step, N the next decision, Esc back to the game.</source>
        <translation>Visszanézés: ← → lépked, N a következő döntés, Esc vissza a játékhoz.</translation>
    </message>
    <message>
        <source>A round can be reviewed once it is over.</source>
        <translation>A fordulót a vége után lehet visszanézni.</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Forduló-lejátszás megnyitása</translation>
    </message>
    <message>
        <source>Hand histories (*.json);;All files (*)</source>
        <translation>Forduló-lejátszások (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Could not read {path}: {why}</source>
        <translation>Nem sikerült beolvasni ({path}): {why}</translation>
    </message>
    <message>
        <source>{path} is not a hand history Tonk can replay: {why}</source>
        <translation>A(z) {path} nem olyan forduló-lejátszás, amelyet a Tonk vissza tud játszani: {why}</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>Innen játszol?</translation>
    </message>
    <message>
        <source>A round is being played. Throw it away and play on from the review?</source>
        <translation>Egy forduló folyamatban van. Eldobod, és a visszanézésből játszol tovább?</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends: the balances stay as they are.</source>
        <translation>A forduló végéig senki nem fizet: az egyenlegek maradnak.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Játszom tovább</translation>
    </message>
    <message>
        <source>Playing on from step {step} with the same cards, in a practice game.</source>
        <translation>Folytatás a(z) {step}. lépéstől ugyanazokkal a lapokkal, gyakorló játékban.</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Tonk!</source>
        <translation>Tonk!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Elkapták!</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Kimenés</translation>
    </message>
    <message>
        <source>Knocked low</source>
        <translation>Nyerő kopogás</translation>
    </message>
    <message>
        <source>Dry stock</source>
        <translation>Kifogyott a húzópakli</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>Tonk osztásból</translation>
    </message>
    <message>
        <source>Low deal</source>
        <translation>Alacsony osztás</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Érvénytelen osztás</translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Next round</source>
        <translation>Következő forduló</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Visszanézés</translation>
    </message>
    <message>
        <source>Replay the round step by step, every hand face up (R)</source>
        <translation>A forduló visszajátszása lépésenként, minden lap felfordítva (R)</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s play</source>
        <translation>A &amp;gép játéka</translation>
    </message>
    <message>
        <source>How would the computer have played these cards? (Shift+C)</source>
        <translation>Hogyan játszotta volna a gép ezeket a lapokat? (Shift+C)</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>Senki sem fizet.</translation>
    </message>
    <message>
        <source>Deal number {deal}</source>
        <translation>{deal}. számú osztás</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Kéz</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Ebben a fordulóban</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Egyenleg</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Zsebben</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pont</translation>
    </message>
</context>
<context>
    <name>RulesExamples</name>
    <message>
        <source>Not allowed: {cards}</source>
        <translation>Nem szabályos: {cards}</translation>
    </message>
    <message>
        <source>Ann</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Bob</source>
        <translation>Bálint</translation>
    </message>
    <message>
        <source>Cleo</source>
        <translation>Cili</translation>
    </message>
    <message>
        <source>{name} knocks: {total}</source>
        <translation>{name} kopog: {total}</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units}</source>
        <translation>{payer} fizet {payee} részére: {units}</translation>
    </message>
    <message>
        <source>({caught} for being caught + {win} for the win)</source>
        <translation>({caught} az elkapásért + {win} a győzelemért)</translation>
    </message>
</context>
<context>
    <name>RulesInPlayDialog</name>
    <message>
        <source>Rules in play</source>
        <translation>Érvényes szabályok</translation>
    </message>
    <message>
        <source>You have changed the rules in Settings: the new rules take effect from the next round.</source>
        <translation>A Beállításokban módosítottad a szabályokat: az új szabályok a következő fordulótól érvényesek.</translation>
    </message>
    <message>
        <source>The session “{session}” keeps its own rules; the rules you chose in Settings apply to your next game.</source>
        <translation>A(z) „{session}” parti megtartja a saját szabályait; a Beállításokban választott szabályok a következő játékodtól érvényesek.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Preset:</source>
        <translation>Szabálykészlet:</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> pont</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Nincs határ</translation>
    </message>
    <message>
        <source>A run</source>
        <translation>Sor</translation>
    </message>
    <message>
        <source>Not a run</source>
        <translation>Nem sor</translation>
    </message>
    <message>
        <source>Changed rules take effect from the next round (a ledger session keeps its own until your next game); a round being played keeps the rules it was dealt with.</source>
        <translation>A módosított szabályok a következő fordulótól érvényesek (egy nyilvántartott parti a következő játékodig megtartja a sajátjait); a folyamatban lévő forduló a kiosztáskori szabályokkal folytatódik.</translation>
    </message>
    <message>
        <source>Only with five cards: seven or nine cards average about 45 points, so nobody wins at the deal with them, whatever these switches say.</source>
        <translation>Csak öt lappal: hét vagy kilenc lap átlagosan kb. 45 pontot ér, így azokkal senki sem nyer már az osztáskor, bárhogy állnak ezek a kapcsolók.</translation>
    </message>
    <message>
        <source>The joker fills the gap (6♥), and moves if the 6♥ is played</source>
        <translation>A dzsóker kitölti a rést (6♥), és továbbcsúszik, ha kijátsszák a 6♥-t</translation>
    </message>
    <message>
        <source>Hit up to four: dead</source>
        <translation>Négy lapra ütve: halott</translation>
    </message>
    <message>
        <source>Editing any switch makes the rules Custom.</source>
        <translation>Bármelyik beállítás módosításával a szabályok „Egyéni” lesznek.</translation>
    </message>
    <message>
        <source>Choose Classic or Encyclopedia to start again from a preset.</source>
        <translation>A Klasszikus vagy az Enciklopédia választásával újra egy kész szabálykészletből indulhatsz.</translation>
    </message>
    <message>
        <source>Hits on runs only: the 8♠ may not go on the book of eights.</source>
        <translation>Csak sorra lehet ütni: a 8♠ nem mehet a nyolcasok könyvére.</translation>
    </message>
    <message>
        <source>The 8♠ may hit the book of eights, the 7♥ the run.</source>
        <translation>A 8♠ üthet a nyolcasok könyvére, a 7♥ a sorra.</translation>
    </message>
</context>
<context>
    <name>SessionDuplicate</name>
    <message>
        <source>The replay was cancelled.</source>
        <translation>Az újrajátszás megszakítva.</translation>
    </message>
    <message>
        <source>The session&apos;s rounds could not be played again: {error}</source>
        <translation>A parti fordulóit nem sikerült újrajátszani: {error}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>A te eredményed</translation>
    </message>
    <message>
        <source>Hard (mean)</source>
        <translation>Nehéz gép (átlag)</translation>
    </message>
    <message>
        <source>Normal (mean)</source>
        <translation>Közepes gép (átlag)</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>A lapok</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>A játék</translation>
    </message>
    <message>
        <source>How would the computer have played this session&apos;s cards?</source>
        <translation>Hogyan játszotta volna le a gép ennek a partinak a lapjait?</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Mégse</translation>
    </message>
    <message>
        <source>Cancel the replay</source>
        <translation>Az újrajátszás megszakítása</translation>
    </message>
    <message>
        <source>Replaying the session&apos;s rounds</source>
        <translation>A parti fordulóinak újrajátszása</translation>
    </message>
    <message>
        <source>Your result and the computer&apos;s, round by round</source>
        <translation>A te eredményed és a gépé, fordulónként</translation>
    </message>
    <message numerus="yes">
        <source>The computer is playing %n round(s) again in your seat, with the same cards…</source>
        <translation>
            <numerusform>A gép %n fordulót játszik újra a helyeden, ugyanazokkal a lapokkal…</numerusform>
        </translation>
    </message>
    <message>
        <source>No round of this session kept its deck: there is nothing to deal again.</source>
        <translation>Ennek a partinak egyik fordulója sem őrizte meg a pakliját: nincs mit újraosztani.</translation>
    </message>
    <message>
        <source>In stakes won or lost. The cards: what hard got on these cards. The play: your result less that.</source>
        <translation>Nyert vagy vesztett tétben. A lapok: amennyit a Nehéz gép ért el ezekkel a lapokkal. A játék: a te eredményed ennyivel csökkentve.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>{number}. forduló</translation>
    </message>
    <message>
        <source>Kept without its deck: it cannot be dealt again</source>
        <translation>A paklija nélkül rögzítve: nem osztható újra</translation>
    </message>
    <message>
        <source>Its hand history does not replay</source>
        <translation>A leosztás története nem játszható vissza</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>{number}. forduló: %n újrajátszás nem ért véget, ezért kimaradt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The session</source>
        <translation>A parti</translation>
    </message>
    <message numerus="yes">
        <source>Each level played each round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>Minden szint %n alkalommal játszotta le az egyes fordulókat, mindig ugyanazokkal az ellenfelekkel.</numerusform>
        </translation>
    </message>
    <message>
        <source>A person&apos;s seat was played by normal.</source>
        <translation>Az ember helyén a Közepes gép játszott.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) without a deck to deal again are left out of the sums.</source>
        <translation>
            <numerusform>%n forduló, amelynek nincs újraosztható paklija, kimaradt az összegekből.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message>
        <source>The ledger could not be written ({why}). Nothing was changed.</source>
        <translation>A nyilvántartást nem sikerült írni ({why}). Semmi sem változott.</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Partik</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Folytatás</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Át&amp;nevezés…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Törlés…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xportálás CSV-be…</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>&amp;Elszámolás…</translation>
    </message>
    <message>
        <source>R&amp;ounds of the selected session:</source>
        <translation>A kiválasztott parti for&amp;dulói:</translation>
    </message>
    <message>
        <source>Rounds of the selected session</source>
        <translation>A kiválasztott parti fordulói</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Forduló &amp;visszanézése</translation>
    </message>
    <message>
        <source>Replay the chosen round step by step, every hand face up; no money moves</source>
        <translation>A választott forduló visszajátszása lépésenként, minden lap felfordítva; pénz nem mozdul</translation>
    </message>
    <message>
        <source>Co&amp;mputer&apos;s play…</source>
        <translation>A &amp;gép játéka…</translation>
    </message>
    <message>
        <source>How would the computer have played this session&apos;s cards? Every round dealt again with hard and normal in your seat</source>
        <translation>Hogyan játszotta volna le a gép ennek a partinak a lapjait? Minden forduló újraosztva, a helyeden a Nehéz és a Közepes géppel</translation>
    </message>
    <message>
        <source>Not listed, as this version of Tonk Desktop cannot read them (they are kept as they are): {names}</source>
        <translation>Nincsenek a listán, mert a Tonk Desktop ezen verziója nem tudja beolvasni őket (változatlanul megmaradnak): {names}</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <comment>a session&apos;s name in quotes</comment>
        <translation>„{name}”</translation>
    </message>
    <message>
        <source>The rounds could not be read ({why}).</source>
        <translation>A fordulókat nem sikerült beolvasni ({why}).</translation>
    </message>
    <message>
        <source>Round {number}: {end}</source>
        <translation>{number}. forduló: {end}</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Parti átnevezése</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Új név:</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Parti törlése</translation>
    </message>
    <message>
        <source>Delete the session “{name}” and its {rounds} rounds? This cannot be undone.</source>
        <translation>Törlöd a(z) „{name}” partit és {rounds} fordulóját? Ez nem vonható vissza.</translation>
    </message>
    <message>
        <source>CSV, comma-separated (*.csv)</source>
        <translation>CSV, vesszővel tagolt (*.csv)</translation>
    </message>
    <message>
        <source>CSV for spreadsheets that write 1,50: semicolon-separated (*.csv)</source>
        <translation>CSV az 1,50 alakot használó táblázatkezelőkhöz: pontosvesszővel tagolt (*.csv)</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Parti exportálása</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Nem sikerült a fájlba írni ({path}): {why}</translation>
    </message>
    <message>
        <source>Saved “{session}” to {path}.</source>
        <translation>A(z) „{session}” partit ide mentettem: {path}.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Elszámolás</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>Players and seats</source>
        <translation>Játékosok és helyek</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Asztal és lapok</translation>
    </message>
    <message>
        <source>Cannot save yet: {why}</source>
        <translation>Még nem menthető: {why}</translation>
    </message>
    <message>
        <source>The settings were not saved: {why}. They apply until you quit.</source>
        <translation>A beállítások nem lettek elmentve: {why}. Kilépésig érvényesek.</translation>
    </message>
</context>
<context>
    <name>SettingsFeature</name>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>Rules in &amp;play…</source>
        <translation>&amp;Érvényes szabályok…</translation>
    </message>
    <message>
        <source>Some saved settings were reset: {notices}</source>
        <translation>Néhány mentett beállítás visszaállt alapértékre: {notices}</translation>
    </message>
    <message>
        <source>The speed was not saved: {why}.</source>
        <translation>A sebesség nem lett elmentve: {why}.</translation>
    </message>
    <message>
        <source>The sound setting was not saved: {why}.</source>
        <translation>A hangbeállítás nem lett elmentve: {why}.</translation>
    </message>
    <message>
        <source>Saved for your next game: the session “{session}” keeps its own rules, players and stake.</source>
        <translation>Elmentve a következő játékodhoz: a(z) „{session}” parti megtartja a saját szabályait, játékosait és tétjét.</translation>
    </message>
    <message>
        <source>A new currency starts a new game at the next deal: balances in one currency are no amount of another.</source>
        <translation>Az új pénznemmel a következő osztástól új játék indul: az egyik pénznemben vezetett egyenleg nem vihető át a másikba.</translation>
    </message>
    <message>
        <source>A different number of players starts a new game at the next deal: balances start again from zero.</source>
        <translation>Más játékosszámmal a következő osztástól új játék kezdődik: az egyenlegek nulláról indulnak.</translation>
    </message>
    <message>
        <source>The new settings take effect from the next round.</source>
        <translation>Az új beállítások a következő fordulótól érvényesek.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>You</source>
        <extracomment>Language code -&gt; the language&apos;s name in itself (as a language menu shows it). The locale used when the system&apos;s locale is of another language. Fonts with Japanese glyph shapes, best first (Linux, Windows, macOS). Without a Japanese preference, fontconfig may draw kanji with a Chinese font&apos;s shapes.</extracomment>
        <translation>Te</translation>
    </message>
    <message>
        <source>Ann</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Bob</source>
        <translation>Bálint</translation>
    </message>
    <message>
        <source>Cal</source>
        <translation>Csaba</translation>
    </message>
    <message>
        <source>A table has 2 to 4 seats.</source>
        <translation>Egy asztalnál 2–4 hely van.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Minden helynek kell egy név.</translation>
    </message>
    <message>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>Két helynek ugyanaz a neve; adj mindenkinek saját nevet.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>Legalább egy helyen embernek kell játszania.</translation>
    </message>
    <message>
        <source>The settings could not be moved from {old} to {new} ({problem}). Nothing was lost: they are kept and used where they are, and moving them will be tried again at the next start.</source>
        <translation>A beállításokat nem sikerült áthelyezni innen: {old}, ide: {new} ({problem}). Semmi sem veszett el: ott maradnak, ahol voltak, onnan használjuk őket, és a következő indításkor újra megpróbáljuk áthelyezni őket.</translation>
    </message>
    <message>
        <source>The old settings file {path} could not be read (far too large, or no permission); nothing was taken from it, and the defaults are used.</source>
        <translation>A(z) {path} régi beállításfájl nem olvasható (túl nagy, vagy nincs jogosultság); semmit sem vettünk át belőle, az alapértékek érvényesek.</translation>
    </message>
    <message>
        <source>The settings were moved from {old} to a new file; these values in it could not be read safely and were left out: {keys}.</source>
        <translation>A beállításokat átvittük a(z) {old} fájlból egy új fájlba; ezeket az értékeket nem lehetett biztonságosan beolvasni, ezért kimaradtak: {keys}.</translation>
    </message>
    <message>
        <source>The settings file {path} is far too large to be Tonk&apos;s. It was not read, and could not be moved aside: the defaults are used.</source>
        <translation>A(z) {path} beállításfájl túl nagy ahhoz, hogy a Tonké legyen. Nem olvastuk be, és félretenni sem sikerült: az alapértékek érvényesek.</translation>
    </message>
    <message>
        <source>The settings file {path} is far too large to be Tonk&apos;s. It was not read; it was kept as {kept}, and the defaults are used.</source>
        <translation>A(z) {path} beállításfájl túl nagy ahhoz, hogy a Tonké legyen. Nem olvastuk be; megőriztük {kept} néven, és az alapértékek érvényesek.</translation>
    </message>
    <message>
        <source>The saved setting {key} ({raw}) could not be used: {why}. Using the default.</source>
        <translation>A mentett {key} beállítás ({raw}) nem használható: {why}. Az alapértéket használjuk.</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>se nem igaz, se nem hamis</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>nem egész szám</translation>
    </message>
    <message>
        <source>not text</source>
        <translation>nem szöveg</translation>
    </message>
    <message>
        <source>not one of {choices}</source>
        <translation>egyik sem ezek közül: {choices}</translation>
    </message>
    <message>
        <source>out of range {low} to {high}</source>
        <translation>kívül esik a(z) {low}–{high} tartományon</translation>
    </message>
    <message>
        <source>The saved players stop before seat {n}: it takes its default player.</source>
        <translation>A mentett játékosok a(z) {n}. hely előtt véget érnek: ez a hely az alapértelmezett játékost kapja.</translation>
    </message>
    <message>
        <source>The saved players could not be used: {why} Using the default players.</source>
        <translation>A mentett játékosok nem használhatók: {why} Az alapértelmezett játékosokat használjuk.</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read (no permission); the defaults are used, and changes may not be saved.</source>
        <translation>A(z) {path} beállításfájl nem olvasható (nincs jogosultság); az alapértékek érvényesek, és a változtatások talán nem menthetők.</translation>
    </message>
    <message>
        <source>not a currency code</source>
        <translation>nem pénznemkód</translation>
    </message>
    <message>
        <source>not a colour</source>
        <translation>nem szín</translation>
    </message>
    <message>
        <source>The settings file could not be read in full; what it lost is back to its default.</source>
        <translation>A beállításfájlt nem sikerült teljesen beolvasni; ami elveszett belőle, az alapértékre állt vissza.</translation>
    </message>
    <message>
        <source>The settings file could not be read in full; what it lost is back to its default. A copy of it was kept: {path}</source>
        <translation>A beállításfájlt nem sikerült teljesen beolvasni; ami elveszett belőle, az alapértékre állt vissza. Egy másolata megmaradt: {path}</translation>
    </message>
    <message>
        <source>the settings file {path} cannot be written (no permission)</source>
        <translation>a(z) {path} beállításfájl nem írható (nincs jogosultság)</translation>
    </message>
    <message>
        <source>not a list of named rule sets</source>
        <translation>nem elnevezett szabálykészletek listája</translation>
    </message>
    <message>
        <source>The saved house rules “{name}” could not be read ({why}) and were skipped.</source>
        <translation>A mentett „{name}” házi szabályokat nem sikerült beolvasni ({why}), ezért kimaradtak.</translation>
    </message>
    <message>
        <source>This file is not a house-rules file (it is not valid JSON: {why}).</source>
        <translation>Ez nem házi szabályokat tartalmazó fájl (nem érvényes JSON: {why}).</translation>
    </message>
    <message>
        <source>This file is not a Tonk house-rules file.</source>
        <translation>Ez nem Tonk házi szabályokat tartalmazó fájl.</translation>
    </message>
    <message>
        <source>This house-rules file has version {version}; this Tonk reads version 1.</source>
        <translation>Ennek a házi szabályfájlnak a verziója {version}; ez a Tonk az 1-es verziót olvassa.</translation>
    </message>
    <message>
        <source>This house-rules file has no name for its rules.</source>
        <translation>Ebben a házi szabályfájlban nincs neve a szabályoknak.</translation>
    </message>
    <message>
        <source>The rules in this file cannot be played: {why}</source>
        <translation>Az ebben a fájlban lévő szabályokkal nem lehet játszani: {why}</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>Settle up — {name}</source>
        <translation>Elszámolás — {name}</translation>
    </message>
    <message>
        <source>After {rounds} rounds:
{standing}</source>
        <translation>{rounds} forduló után:
{standing}</translation>
    </message>
    <message>
        <source>Everyone is square: nobody pays.</source>
        <translation>Mindenki kvitt: senki sem fizet.</translation>
    </message>
    <message>
        <source>Fewest payments that square everyone:</source>
        <translation>A legkevesebb kifizetés, amellyel mindenki kvitt:</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>the audio device cannot play the game&apos;s sounds</source>
        <translation>a hangeszköz nem tudja lejátszani a játék hangjait</translation>
    </message>
    <message>
        <source>Qt&apos;s sound module (QtMultimedia) could not be loaded: {why}</source>
        <translation>a Qt hangmodulja (QtMultimedia) nem tölthető be: {why}</translation>
    </message>
    <message>
        <source>no audio output was found (no sound server or sound card)</source>
        <translation>nem található hangkimenet (nincs hangszerver vagy hangkártya)</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Hang némítása</translation>
    </message>
    <message>
        <source>No sound: {why}</source>
        <translation>Nincs hang: {why}</translation>
    </message>
    <message>
        <source>Sound off or on (M); Settings ▸ Table and cards sets the volume</source>
        <translation>Hang ki vagy be (M); a hangerőt a Beállítások ▸ Asztal és lapok oldalon lehet megadni</translation>
    </message>
    <message>
        <source>Sound off (M turns it on).</source>
        <translation>Hang kikapcsolva (az M visszakapcsolja).</translation>
    </message>
    <message>
        <source>Sound on, but none can be played: {why}.</source>
        <translation>Hang bekapcsolva, de nem játszható le: {why}.</translation>
    </message>
    <message>
        <source>Sound on, at volume {volume}%.</source>
        <translation>Hang bekapcsolva, {volume}% hangerőn.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be written ({why}); the game goes on.</source>
        <translation>A statisztikát nem sikerült kiírni ({why}); a játék folytatódik.</translation>
    </message>
    <message>
        <source>Easy computer players</source>
        <translation>Könnyű gépi játékosok</translation>
    </message>
    <message>
        <source>Normal computer players</source>
        <translation>Közepes gépi játékosok</translation>
    </message>
    <message>
        <source>Hard computer players</source>
        <translation>Nehéz gépi játékosok</translation>
    </message>
    <message>
        <source>Cautious computer players</source>
        <translation>Óvatos gépi játékosok</translation>
    </message>
    <message>
        <source>Bold computer players</source>
        <translation>Merész gépi játékosok</translation>
    </message>
    <message>
        <source>Collector computer players</source>
        <translation>Gyűjtögető gépi játékosok</translation>
    </message>
    <message>
        <source>Calculator computer players</source>
        <translation>Számító gépi játékosok</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Vegyes szintek</translation>
    </message>
    <message>
        <source>People only (hot seat)</source>
        <translation>Csak emberek (egy gépen)</translation>
    </message>
    <message>
        <source>Unknown rules</source>
        <translation>Ismeretlen szabályok</translation>
    </message>
    <message>
        <source>{rules}, {players} players</source>
        <translation>{rules}, {players} játékos</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>All &amp;games</source>
        <translation>&amp;Minden játék</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>A &amp;nap osztása</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Játékos:</translation>
    </message>
    <message>
        <source>All games on this computer</source>
        <translation>Minden játék ezen a gépen</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Lejátszott fordulók:</translation>
    </message>
    <message>
        <source>Rounds won:</source>
        <translation>Megnyert fordulók:</translation>
    </message>
    <message>
        <source>Tonk-outs:</source>
        <translation>Tonkok:</translation>
    </message>
    <message>
        <source>Knocks:</source>
        <translation>Kopogások:</translation>
    </message>
    <message>
        <source>Times caught:</source>
        <translation>Elkapások:</translation>
    </message>
    <message>
        <source>Dealt tonks:</source>
        <translation>Kiosztott tonkok:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Leghosszabb nyerő sorozat:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Leghosszabb vesztes sorozat:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Jelenlegi sorozat:</translation>
    </message>
    <message>
        <source>Net stake units:</source>
        <translation>Nettó téttegység:</translation>
    </message>
    <message>
        <source>Net stake units over the rounds played</source>
        <translation>Nettó téttegységek a lejátszott fordulókon át</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>Computer players faced</source>
        <translation>Gépi ellenfelek</translation>
    </message>
    <message>
        <source>By house-rule set</source>
        <translation>Házi szabályok szerint</translation>
    </message>
    <message>
        <source>By the computer level faced</source>
        <translation>A gépi ellenfelek szintje szerint</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statisztika &amp;törlése…</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Nyert %</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>Nettó egység</translation>
    </message>
    <message>
        <source>The statistics could not be read ({why}).</source>
        <translation>A statisztikát nem sikerült beolvasni ({why}).</translation>
    </message>
    <message>
        <source>No rounds yet. Every round finished at this computer counts here, practice games and ledger sessions alike (a round with a turn taken back does not).</source>
        <translation>Még nincs forduló. Minden ezen a gépen befejezett forduló ide számít, gyakorló játékban és nyilvántartott partiban egyaránt (amelyikben kört vontál vissza, az nem).</translation>
    </message>
    <message>
        <source>{wins} ({percent})</source>
        <translation>{wins} ({percent})</translation>
    </message>
    <message>
        <source>{n} won in a row</source>
        <translation>{n} győzelem zsinórban</translation>
    </message>
    <message>
        <source>{n} lost in a row</source>
        <translation>{n} vereség zsinórban</translation>
    </message>
    <message>
        <source>units</source>
        <translation>egység</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statisztika törlése</translation>
    </message>
    <message>
        <source>Forget the statistics of every player at this computer, and the deal of the day&apos;s results? The sessions and their rounds stay in the ledger. This cannot be undone.</source>
        <translation>Törlöd a gép minden játékosának statisztikáját és a nap osztásának eredményeit? A partik és fordulóik megmaradnak a nyilvántartásban. Ez nem vonható vissza.</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({why}); nothing was lost.</source>
        <translation>A statisztikát nem sikerült törölni ({why}); semmi sem veszett el.</translation>
    </message>
</context>
<context>
    <name>StorageWords</name>
    <message>
        <source>the disk is full</source>
        <translation>megtelt a lemez</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>elfogyott a lemezkvóta</translation>
    </message>
    <message>
        <source>permission was denied</source>
        <translation>hozzáférés megtagadva</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>a lemez csak olvasható</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>a fájl vagy a mappa nem létezik</translation>
    </message>
    <message>
        <source>a folder is in the way</source>
        <translation>egy mappa van útban</translation>
    </message>
    <message>
        <source>a file is in the way where a folder should be</source>
        <translation>egy fájl áll ott, ahol mappának kellene lennie</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>a lemez hibát jelzett</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>túl hosszú a név</translation>
    </message>
    <message>
        <source>another program is using the ledger</source>
        <translation>egy másik program használja a nyilvántartást</translation>
    </message>
    <message>
        <source>the disk or file is read-only</source>
        <translation>a lemez vagy a fájl csak olvasható</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>a fájl sérült</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>a fájlt nem sikerült megnyitni</translation>
    </message>
    <message>
        <source>it is one of Tonk Desktop&apos;s own files (the ledger, a saved round or the settings), which are never written over</source>
        <translation>ez a Tonk Desktop egyik saját fájlja (a nyilvántartás, egy mentett forduló vagy a beállítások), ezeket sosem írjuk felül</translation>
    </message>
    <message>
        <source>the balances in the ledger do not add up</source>
        <translation>a nyilvántartás egyenlegei nem adnak ki nullát</translation>
    </message>
    <message>
        <source>an amount is too large for the ledger</source>
        <translation>egy összeg túl nagy a nyilvántartáshoz</translation>
    </message>
    <message>
        <source>the session no longer exists</source>
        <translation>a parti már nem létezik</translation>
    </message>
    <message>
        <source>this version of Tonk Desktop cannot read it</source>
        <translation>a Tonk Desktop ezen verziója nem tudja beolvasni</translation>
    </message>
    <message>
        <source>a session needs a name</source>
        <translation>a partinak kell egy név</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>minden játékosnak kell egy név</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>két játékosnak ugyanaz a neve</translation>
    </message>
    <message>
        <source>the base stake must be more than zero</source>
        <translation>az alaptétnek nullánál többnek kell lennie</translation>
    </message>
    <message>
        <source>it is not a round saved by Tonk Desktop</source>
        <translation>nem a Tonk Desktop által mentett forduló</translation>
    </message>
    <message>
        <source>it belongs to another session</source>
        <translation>egy másik partihoz tartozik</translation>
    </message>
    <message>
        <source>its moves do not replay under its rules</source>
        <translation>a lépései nem játszhatók le újra a szabályai szerint</translation>
    </message>
    <message>
        <source>it was dealt under other rules than its session&apos;s</source>
        <translation>más szabályok szerint osztották, mint a partijáé</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>a fájlt nem sikerült beolvasni</translation>
    </message>
    <message>
        <source>The file {path} is another program&apos;s database, not a Tonk Desktop ledger. It is left untouched.</source>
        <translation>A(z) {path} fájl egy másik program adatbázisa, nem Tonk Desktop-nyilvántartás. Nem nyúlunk hozzá.</translation>
    </message>
    <message>
        <source>The ledger {path} was written by a newer version of Tonk Desktop. This version leaves it untouched.</source>
        <translation>A nyilvántartást ({path}) a Tonk Desktop egy újabb verziója írta. Ez a verzió nem nyúl hozzá.</translation>
    </message>
    <message>
        <source>The ledger {path} cannot be used: {why}.</source>
        <translation>A nyilvántartás nem használható ({path}): {why}.</translation>
    </message>
    <message>
        <source>The session “{name}” in the ledger {path} could not be read ({why}). It is set aside, kept in the file as it is; the other sessions are as they were.</source>
        <translation>A(z) „{name}” partit nem sikerült beolvasni a nyilvántartásból ({path}; {why}). Félretettük, a fájlban változatlanul megmarad; a többi parti olyan, mint volt.</translation>
    </message>
    <message>
        <source>The ledger {path} could not be read ({why}). It was kept as {moved} and a new, empty ledger was started.</source>
        <translation>A nyilvántartást nem sikerült beolvasni ({path}; {why}). Megőriztük {moved} néven, és új, üres nyilvántartás indult.</translation>
    </message>
    <message>
        <source>The saved round in progress {path} could not be read ({why}), nor moved aside. It stays where it is, unused; the round cannot be resumed.</source>
        <translation>A mentett, folyamatban lévő fordulót nem sikerült beolvasni ({path}; {why}), és félretenni sem. A helyén marad, használatlanul; a forduló nem folytatható.</translation>
    </message>
    <message>
        <source>The saved round in progress {path} could not be read ({why}). It was kept as {moved}; the round cannot be resumed.</source>
        <translation>A mentett, folyamatban lévő fordulót nem sikerült beolvasni ({path}; {why}). Megőriztük {moved} néven; a forduló nem folytatható.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>The table is covered: the next person clicks it when ready.</source>
        <translation>Az asztal le van takarva: a következő játékos kattint rá, ha kész.</translation>
    </message>
    <message>
        <source>The computer is playing this seat.</source>
        <translation>Ezen a helyen a számítógép játszik.</translation>
    </message>
    <message>
        <source>Select just one card to discard.</source>
        <translation>Csak egy lapot válassz ki eldobásra.</translation>
    </message>
    <message>
        <source>Select the card to discard.</source>
        <translation>Válaszd ki az eldobandó lapot.</translation>
    </message>
    <message>
        <source>Select the cards of the spread first (Space selects a card).</source>
        <translation>Előbb válaszd ki a spread lapjait (a szóköz kiválaszt egy lapot).</translation>
    </message>
    <message>
        <source>The stock is empty and the discard cannot be taken: decline it with the Decline button; that ends the round.</source>
        <translation>Kifogyott a húzópakli, és a dobott lapot nem veheted fel: mondj le róla a Lemondás gombbal; ezzel véget ér a forduló.</translation>
    </message>
    <message>
        <source>Choose a card first: the arrow keys move, Space selects.</source>
        <translation>Előbb válassz egy lapot: a nyilakkal mozogsz, a szóközzel választasz.</translation>
    </message>
    <message>
        <source>The points of your hand. When someone knocks, or the stock runs out, the lowest total wins</source>
        <translation>A kezed pontjai. Ha valaki kopog, vagy elfogy a húzópakli, a legkisebb összeg nyer</translation>
    </message>
    <message>
        <source>Stock
empty</source>
        <translation>Húzópakli
üres</translation>
    </message>
    <message numerus="yes">
        <source>The stock: %n cards face down. Draw the top one with T, a double-click, or by dragging it to your hand</source>
        <translation>
            <numerusform>Húzópakli: %n lefordított lap. A felsőt a T-vel, dupla kattintással vagy a kezedbe húzva veheted fel</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Dobópakli</translation>
    </message>
    <message>
        <source>The discard pile, top card first: {cards}. Take the top card with P, a double-click, or by dragging it to your hand; drop a card here to discard it</source>
        <translation>Dobópakli, a felső lappal kezdve: {cards}. A felsőt a P-vel, dupla kattintással vagy a kezedbe húzva veheted el; ide ejtve egy lapot eldobod</translation>
    </message>
    <message>
        <source>The discard pile is empty: drop a card here to discard it</source>
        <translation>A dobópakli üres: ide ejtve egy lapot eldobod</translation>
    </message>
    <message>
        <source>Your spreads</source>
        <translation>A spread-jeid</translation>
    </message>
    <message>
        <source>{spread}: drop a card on it to hit it</source>
        <translation>{spread}: ejts rá egy lapot, hogy üss vele</translation>
    </message>
    <message>
        <source>{count} in stock</source>
        <translation>{count} lap a húzópakliban</translation>
    </message>
    <message>
        <source>Hand: {total} points</source>
        <translation>Kézben: {total} pont</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>  · thinking…</source>
        <translation>  · gondolkodik…</translation>
    </message>
    <message>
        <source>{name}: balance {balance}; {detail}</source>
        <translation>{name}: egyenleg {balance}; {detail}</translation>
    </message>
    <message>
        <source>Last turn: {moves}</source>
        <translation>Utolsó lépés: {moves}</translation>
    </message>
    <message>
        <source>{total} points</source>
        <translation>{total} pont</translation>
    </message>
    <message>
        <source>Drag the card to your hand, or double-click it, to draw.</source>
        <translation>Húzáshoz vidd a lapot a kezedbe, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <source>Select the one card to hit with, then double-click the spread.</source>
        <translation>Jelöld ki a lapot, amellyel ütsz, aztán kattints duplán a spread-re.</translation>
    </message>
    <message>
        <source>drag the card to your hand</source>
        <translation>a lapot a kezedbe húzd</translation>
    </message>
    <message>
        <source>drop a card on the discard pile to discard it, or on a spread</source>
        <translation>dobáshoz a dobópaklira ejtsd a lapot, ütéshez egy spread-re</translation>
    </message>
    <message>
        <source>discard one card at a time</source>
        <translation>egyszerre egy lapot dobhatsz el</translation>
    </message>
    <message>
        <source>hit a spread with one card at a time</source>
        <translation>egyszerre egy lappal üthetsz egy spread-re</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Cards</source>
        <translation>Lapok</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Hátlap:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Piros</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Kártyaméret:</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Legnagyobb</translation>
    </message>
    <message>
        <source>Larger cards: the hands overlap more, and the table&apos;s height sets the limit</source>
        <translation>Nagyobb lapok: a kézben jobban fedik egymást, és az asztal magassága szab határt</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Négyszínű pakli</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so the four suits never look alike at a glance.</source>
        <translation>Kék káró és zöld treff, hogy a négy szín első pillantásra se legyen összetéveszthető.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Kékeszöld</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bordó</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Barna</translation>
    </message>
    <message>
        <source>Slate grey</source>
        <translation>Palaszürke</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Egyéb…</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Asztal színe:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Azonnali (animáció nélkül)</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animáció sebessége:</translation>
    </message>
    <message>
        <source>Normal (a second a move)</source>
        <translation>Normál (lépésenként egy másodperc)</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Nagyon lassú</translation>
    </message>
    <message>
        <source>Computer players&apos; pace:</source>
        <translation>Gépi játékosok tempója:</translation>
    </message>
    <message>
        <source>Pause after each computer player&apos;s turn until I go on</source>
        <translation>Minden gépi lépés után megállás, amíg tovább nem lépek</translation>
    </message>
    <message>
        <source>Time to think: the next computer player waits for the Continue button (C)</source>
        <translation>Idő gondolkodni: a következő gépi játékos a Tovább gombra (C) vár</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Nyelv:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Hang</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Hangerő:</translation>
    </message>
    <message>
        <source>Mute sound (M at the table)</source>
        <translation>Hang némítása (az asztalnál: M)</translation>
    </message>
    <message>
        <source>Sound is unavailable: {why}. The game plays silently.</source>
        <translation>A hang nem érhető el: {why}. A játék hang nélkül folyik.</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Az asztal színe</translation>
    </message>
</context>
<context>
    <name>TourPage</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} / {total}</translation>
    </message>
    <message>
        <source>{title}. {text}</source>
        <translation>{title}. {text}</translation>
    </message>
    <message>
        <source>{words} Example: {cards}.</source>
        <translation>{words} Példa: {cards}.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>their own</source>
        <translation>sajátja</translation>
    </message>
    <message>
        <source>your own</source>
        <translation>sajátod</translation>
    </message>
    <message>
        <source>your</source>
        <translation>tiéd</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{owner} book of {rank}</source>
        <translation>{rank} könyve ({owner})</translation>
    </message>
    <message>
        <source>{owner} run {cards}</source>
        <translation>{cards} sor ({owner})</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile</source>
        <translation>{name} felvette a dobópakliról: {card}</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ászok</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>kettesek</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>hármasok</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>négyesek</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>ötösök</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>hatosok</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>hetesek</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>nyolcasok</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>kilencesek</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tízesek</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>bubik</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dámák</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>királyok</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>dzsókerek</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile</source>
        <translation>Felvetted a dobópakliról: {card}</translation>
    </message>
    <message>
        <source>You drew {card} from the stock</source>
        <translation>Húztál a húzópakliból: {card}</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Húztál a húzópakliból</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} húzott a húzópakliból</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} eldobta: {card}</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Eldobtad: {card}</translation>
    </message>
    <message>
        <source>a book</source>
        <translation>egy könyvet</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>egy sort</translation>
    </message>
    <message>
        <source>{name} laid {what}: {cards}</source>
        <translation>{name} lerakott {what}: {cards}</translation>
    </message>
    <message>
        <source>You laid {what}: {cards}</source>
        <translation>Leraktál {what}: {cards}</translation>
    </message>
    <message>
        <source>a spread</source>
        <translation>egy spread</translation>
    </message>
    <message>
        <source>{name} hit {target} with {card}</source>
        <translation>{name} ütött {card} lappal: {target}</translation>
    </message>
    <message>
        <source>You hit {target} with {card}</source>
        <translation>Ütöttél {card} lappal: {target}</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name} kopogott</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Kopogtál</translation>
    </message>
    <message>
        <source>You declined the discard with the stock empty</source>
        <translation>Kifogyott a húzópakli, és lemondtál a dobott lapról</translation>
    </message>
    <message>
        <source>{name} declined the discard with the stock empty</source>
        <translation>Kifogyott a húzópakli, és {name} lemondott a dobott lapról</translation>
    </message>
    <message>
        <source>You declared a dealt 49</source>
        <translation>Bejelentetted a kiosztott 49-et</translation>
    </message>
    <message>
        <source>{name} declared a dealt 49</source>
        <translation>{name} bejelentette a kiosztott 49-et</translation>
    </message>
    <message>
        <source>You tonked out: {stakes} from everyone</source>
        <translation>Tonkkal mentél ki: mindenkitől {stakes}</translation>
    </message>
    <message>
        <source>{name} tonked out: {stakes} from everyone</source>
        <translation>{name} tonkkal ment ki: mindenkitől {stakes}</translation>
    </message>
    <message>
        <source>Two or more players won at the deal: nobody pays, the deal passes on</source>
        <translation>Többen nyertek osztásból: senki sem fizet, az osztás továbbmegy</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Számítógép (könnyű)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Számítógép (közepes)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Számítógép (nehéz)</translation>
    </message>
    <message>
        <source>Computer (cautious)</source>
        <translation>Számítógép (óvatos)</translation>
    </message>
    <message>
        <source>Computer (bold)</source>
        <translation>Számítógép (merész)</translation>
    </message>
    <message>
        <source>Computer (collector)</source>
        <translation>Számítógép (gyűjtögető)</translation>
    </message>
    <message>
        <source>Computer (calculator)</source>
        <translation>Számítógép (számító)</translation>
    </message>
    <message>
        <source>the stake</source>
        <translation>a tétet</translation>
    </message>
    <message>
        <source>twice the stake</source>
        <translation>a tét kétszeresét</translation>
    </message>
    <message>
        <source>three times the stake</source>
        <translation>a tét háromszorosát</translation>
    </message>
    <message>
        <source>four times the stake</source>
        <translation>a tét négyszeresét</translation>
    </message>
    <message>
        <source>{units} times the stake</source>
        <translation>a tét {units}-szorosát</translation>
    </message>
    <message>
        <source>{amount} for being caught</source>
        <translation>{amount} az elkapásért</translation>
    </message>
    <message>
        <source>{amount} for the win</source>
        <translation>{amount} a győzelemért</translation>
    </message>
    <message>
        <source>({parts})</source>
        <translation>({parts})</translation>
    </message>
    <message>
        <source>You went out on the discard</source>
        <translation>Az utolsó lapod eldobásával kimentél</translation>
    </message>
    <message>
        <source>{name} went out on the discard</source>
        <translation>{name} az utolsó lapja eldobásával kiment</translation>
    </message>
    <message>
        <source>You knocked with the lowest hand</source>
        <translation>A legkevesebb ponttal kopogtál</translation>
    </message>
    <message>
        <source>{name} knocked with the lowest hand</source>
        <translation>{name} a legkevesebb ponttal kopogott</translation>
    </message>
    <message>
        <source>You knocked and were caught by {winners}</source>
        <translation>Kopogtál, de lebuktál (elkapó: {winners})</translation>
    </message>
    <message>
        <source>{knocker} knocked and was caught by {winners}</source>
        <translation>{knocker} kopogott, de lebukott (elkapó: {winners})</translation>
    </message>
    <message>
        <source>The stock ran dry; the lowest hands tied and nobody pays</source>
        <translation>Kifogyott a húzópakli; holtverseny a legkevesebb pontnál, senki sem fizet</translation>
    </message>
    <message>
        <source>The stock ran dry; {names} tied for the lowest hand and share the win</source>
        <translation>Kifogyott a húzópakli; holtverseny a legkevesebb pontért: {names} – a nyeremény megoszlik</translation>
    </message>
    <message>
        <source>The stock ran dry; the lowest hand: {name}</source>
        <translation>Kifogyott a húzópakli; a legkevesebb pont: {name}</translation>
    </message>
    <message>
        <source>You were dealt 49 or 50</source>
        <translation>49 vagy 50 pontot kaptál osztásból</translation>
    </message>
    <message>
        <source>{name} was dealt 49 or 50</source>
        <translation>{name} 49 vagy 50 pontot kapott osztásból</translation>
    </message>
    <message>
        <source>You were dealt a low hand</source>
        <translation>Alacsony lapokat kaptál osztásból</translation>
    </message>
    <message>
        <source>{name} was dealt a low hand</source>
        <translation>{name} alacsony lapokat kapott osztásból</translation>
    </message>
    <message>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <source>You paid {payee} {amount}</source>
        <translation>Fizettél {payee} részére: {amount}</translation>
    </message>
    <message>
        <source>{payer} paid you {amount}</source>
        <translation>{payer} fizetett neked: {amount}</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {amount}</source>
        <translation>{payer} fizetett {payee} részére: {amount}</translation>
    </message>
</context>
</TS>
