<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>Accessibility</name>
    <message>
        <source>Stock</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Карта рубашкой вверх</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>у вас на руке</translation>
    </message>
    <message>
        <source>top of the discard pile</source>
        <translation>верхняя карта сброса</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>in your spread</source>
        <translation>в вашей комбинации</translation>
    </message>
    <message>
        <source>in a spread of {name}</source>
        <translation>в комбинации игрока {name}</translation>
    </message>
    <message>
        <source>in a spread</source>
        <translation>в комбинации</translation>
    </message>
    <message>
        <source>in the hand of {name}</source>
        <translation>на руке у игрока {name}</translation>
    </message>
    <message>
        <source>Select or deselect this card</source>
        <translation>Выбрать эту карту или снять выбор</translation>
    </message>
    <message>
        <source>Draw this card</source>
        <translation>Взять эту карту</translation>
    </message>
    <message>
        <source>Hit this spread with the selected card</source>
        <translation>Добавить выбранную карту к этой комбинации</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>last turn: {moves}</source>
        <translation>последний ход: {moves}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance chart</source>
        <translation>График баланса</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Раундов пока нет</translation>
    </message>
    <message>
        <source>The balances appear here after the first round.</source>
        <translation>Балансы появятся здесь после первого раунда.</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>Joker</source>
        <translation>Джокер</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a card&apos;s full name, e.g. &apos;Queen of spades&apos;; {rank} and {suit} are the words translated in this context</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a card&apos;s name</comment>
        <translation>туз</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>in a card&apos;s name</comment>
        <translation>двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>in a card&apos;s name</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>in a card&apos;s name</comment>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>in a card&apos;s name</comment>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>in a card&apos;s name</comment>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>in a card&apos;s name</comment>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>in a card&apos;s name</comment>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>in a card&apos;s name</comment>
        <translation>девятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>in a card&apos;s name</comment>
        <translation>десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a card&apos;s name</comment>
        <translation>валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a card&apos;s name</comment>
        <translation>дама</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a card&apos;s name</comment>
        <translation>король</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>in a card&apos;s name</comment>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>in a card&apos;s name</comment>
        <translation>бубён</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>in a card&apos;s name</comment>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>in a card&apos;s name</comment>
        <translation>пик</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>The coach is looking at your decisions…</source>
        <translation>Тренер разбирает ваши решения…</translation>
    </message>
    <message>
        <source>The coach is looking at {name}&apos;s decisions…</source>
        <translation>Тренер разбирает решения игрока {name}…</translation>
    </message>
    <message>
        <source>The coach is looking at the session&apos;s rounds…</source>
        <translation>Тренер разбирает раунды партии…</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>The coach could not read this round: {error}</source>
        <translation>Тренер не смог прочитать этот раунд: {error}</translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost of your decisions: {cost} units.</source>
        <translation>Оценка потерь от ваших решений в этом раунде: {cost} ед.</translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost of {name}&apos;s decisions: {cost} units.</source>
        <translation>Оценка потерь от решений игрока {name} в этом раунде: {cost} ед.</translation>
    </message>
    <message numerus="yes">
        <source>{count} of your %n decisions marked.</source>
        <translation>
            <numerusform>Отмечено ваших решений: {count} из %n.</numerusform>
            <numerusform>Отмечено ваших решений: {count} из %n.</numerusform>
            <numerusform>Отмечено ваших решений: {count} из %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {name}&apos;s %n decisions marked.</source>
        <translation>
            <numerusform>Отмечено решений игрока {name}: {count} из %n.</numerusform>
            <numerusform>Отмечено решений игрока {name}: {count} из %n.</numerusform>
            <numerusform>Отмечено решений игрока {name}: {count} из %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among your %n decisions.</source>
        <translation>
            <numerusform>Среди ваших решений (%n) дорогих ошибок нет.</numerusform>
            <numerusform>Среди ваших решений (%n) дорогих ошибок нет.</numerusform>
            <numerusform>Среди ваших решений (%n) дорогих ошибок нет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among {name}&apos;s %n decisions.</source>
        <translation>
            <numerusform>Среди решений игрока {name} (%n) дорогих ошибок нет.</numerusform>
            <numerusform>Среди решений игрока {name} (%n) дорогих ошибок нет.</numerusform>
            <numerusform>Среди решений игрока {name} (%n) дорогих ошибок нет.</numerusform>
        </translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost: none.</source>
        <translation>Оценка потерь в этом раунде: нет.</translation>
    </message>
    <message>
        <source>{cost} · move {number}: {reason}</source>
        <translation>{cost} · ход {number}: {reason}</translation>
    </message>
    <message>
        <source>No hindsight for this decision.</source>
        <translation>Для этого решения нет разбора задним числом.</translation>
    </message>
    <message>
        <source>{name}: {mean} units a round</source>
        <translation>{name}: {mean} ед. за раунд</translation>
    </message>
    <message>
        <source>improving</source>
        <translation>улучшается</translation>
    </message>
    <message>
        <source>getting worse</source>
        <translation>ухудшается</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>{name}: {mean} units a round, {direction} ({trend} a round)</source>
        <translation>{name}: {mean} ед. за раунд, {direction} ({trend} за раунд)</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancel the analysis</source>
        <translation>Отменить разбор</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Ход разбора</translation>
    </message>
    <message>
        <source>Summary: the costliest decisions first</source>
        <translation>Итог: самые дорогие решения сначала</translation>
    </message>
    <message>
        <source>Costliest decisions; press Enter to go there</source>
        <translation>Самые дорогие решения; Enter — перейти туда</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>Отмеченные решения</translation>
    </message>
    <message>
        <source>Marked decisions, in order of play</source>
        <translation>Отмеченные решения в порядке игры</translation>
    </message>
    <message>
        <source>Hindsight: with the cards as they really lay</source>
        <translation>Задним числом: при настоящем раскладе</translation>
    </message>
    <message>
        <source>The coach judges only what you could see. This is what the better move would have given with every card known: luck, not judgement.</source>
        <translation>Тренер судит только по тому, что вы могли видеть. Здесь — что дал бы лучший ход, если бы все карты были известны: это удача, а не расчёт.</translation>
    </message>
    <message>
        <source>Look at every round of the session ({count})</source>
        <translation>Разобрать все раунды партии ({count})</translation>
    </message>
    <message>
        <source>This session: estimated cost per round</source>
        <translation>Эта партия: оценка потерь за раунд</translation>
    </message>
    <message>
        <source>Estimated cost per round, by player</source>
        <translation>Оценка потерь за раунд по игрокам</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <source>Declaring your dealt 49 wins at once.</source>
        <translation>Объявить розданные 49 — сразу победа.</translation>
    </message>
    <message>
        <source>Knocking with {total} was likely to be caught ({chance}): {player} took {cards} from the pile.</source>
        <translation>Стук с {total} скорее всего поймали бы ({chance}): {player} взял из сброса {cards}.</translation>
    </message>
    <message>
        <source>Knocking with {total} was likely to be caught ({chance}): {player} may well hold as little.</source>
        <translation>Стук с {total} скорее всего поймали бы ({chance}): у игрока {player} вполне может быть не больше.</translation>
    </message>
    <message>
        <source>Knocking with {total} was early: playing on was worth more (a knock would be caught {chance} of the time).</source>
        <translation>Стук с {total} был преждевременным: продолжать было выгоднее (стук поймали бы в {chance} случаев).</translation>
    </message>
    <message>
        <source>Knocking with {total} would have won {chance} of the time.</source>
        <translation>Стук с {total} выиграл бы в {chance} случаев.</translation>
    </message>
    <message>
        <source>Taking {card} from the pile was better: it fits with {cards}.</source>
        <translation>Лучше было взять {card} из сброса: карта подходит к {cards}.</translation>
    </message>
    <message>
        <source>Taking {card} from the pile was better than a card from the stock.</source>
        <translation>Лучше было взять {card} из сброса, чем карту из запаса.</translation>
    </message>
    <message>
        <source>Drawing from the stock was better than taking {card}.</source>
        <translation>Лучше было взять карту из запаса, чем {card}.</translation>
    </message>
    <message>
        <source>Declining the discard was better: {total} was likely the lowest.</source>
        <translation>Лучше было отказаться от сброса: {total}, скорее всего, было наименьшей суммой.</translation>
    </message>
    <message>
        <source>Taking {card} was better than ending the round on {total}.</source>
        <translation>Лучше было взять {card}, чем закончить раунд с {total}.</translation>
    </message>
    <message>
        <source>Laying {cards} was better than holding it back.</source>
        <translation>Лучше было выложить {cards}, чем придержать.</translation>
    </message>
    <message>
        <source>Hitting with {card} was better.</source>
        <translation>Лучше было добавить {card} к комбинации.</translation>
    </message>
    <message>
        <source>{card} fits with what {player} took from the pile ({cards}).</source>
        <translation>{card} подходит к тому, что {player} взял из сброса ({cards}).</translation>
    </message>
    <message>
        <source>{card} fitted with {cards}, {other} with nothing: throwing {other} was better.</source>
        <translation>Карта {card} подходила к {cards}, а {other} — ни к чему: лучше было сбросить {other}.</translation>
    </message>
    <message>
        <source>Throwing {other} was better: it is worth more than {card}.</source>
        <translation>Лучше было сбросить {other}: эта карта стоит больше, чем {card}.</translation>
    </message>
    <message>
        <source>Throwing {other} was better than {card}.</source>
        <translation>Лучше было сбросить {other}, а не {card}.</translation>
    </message>
    <message>
        <source>Keeping the cards in hand was better than: {move}.</source>
        <translation>Лучше было оставить карты на руке, чем: {move}.</translation>
    </message>
    <message>
        <source>Better: {move}.</source>
        <translation>Лучше: {move}.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Неточность</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>постучать</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>взять карту из запаса</translation>
    </message>
    <message>
        <source>take {card} from the pile</source>
        <translation>взять {card} из сброса</translation>
    </message>
    <message>
        <source>take from the pile</source>
        <translation>взять из сброса</translation>
    </message>
    <message>
        <source>lay {cards}</source>
        <translation>выложить {cards}</translation>
    </message>
    <message>
        <source>hit with {card}</source>
        <translation>добавить {card}</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>сбросить {card}</translation>
    </message>
    <message>
        <source>decline the discard</source>
        <translation>отказаться от сброса</translation>
    </message>
    <message>
        <source>declare the dealt 49</source>
        <translation>объявить розданные 49</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Move {number} · {mark}: {chosen} (better: {best}), cost {cost} ± {error}</source>
        <translation>Ход {number} · {mark}: {chosen} (лучше: {best}), потеря {cost} ± {error}</translation>
    </message>
    <message>
        <source>Move {number}: {move} would have given {net}; the round gave {actual}.</source>
        <translation>Ход {number}: {move} дало бы {net}; раунд дал {actual}.</translation>
    </message>
    <message>
        <source>The hint would have played otherwise at {moves}; the coach found the difference too small to mark.</source>
        <translation>Подсказка сыграла бы иначе в {moves}; тренер счёл разницу слишком малой, чтобы отметить её.</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>ходе {number} ({move})</translation>
    </message>
    <message>
        <source>Move {number}: {move}, then simple play by all, would have given {net}; the round gave {actual}.</source>
        <translation>Ход {number}: {move}, а затем простая игра всех, дало бы {net}; раунд дал {actual}.</translation>
    </message>
</context>
<context>
    <name>DailyChart</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Hard in your seat</source>
        <translation>«Сложный» на вашем месте</translation>
    </message>
    <message>
        <source>Your deal of the day results beside hard&apos;s, by date</source>
        <translation>Ваши результаты в раздаче дня рядом с результатами «Сложного», по датам</translation>
    </message>
    <message>
        <source>No deal of the day played yet.</source>
        <translation>Раздача дня ещё не сыграна.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) from {first} to {last}: your results add up to {you}, hard&apos;s in your seat to {hard}.</source>
        <translation>
            <numerusform>%n день с {first} по {last}: ваши результаты в сумме {you}, «Сложного» на вашем месте — {hard}.</numerusform>
            <numerusform>%n дня с {first} по {last}: ваши результаты в сумме {you}, «Сложного» на вашем месте — {hard}.</numerusform>
            <numerusform>%n дней с {first} по {last}: ваши результаты в сумме {you}, «Сложного» на вашем месте — {hard}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyResults</name>
    <message>
        <source>The deal of the day&apos;s results could not be read ({why}).</source>
        <translation>Не удалось прочитать результаты раздачи дня ({why}).</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Ваш результат</translation>
    </message>
    <message>
        <source>Hard (mean)</source>
        <translation>«Сложный» (в среднем)</translation>
    </message>
    <message>
        <source>Normal (mean)</source>
        <translation>«Средний» (в среднем)</translation>
    </message>
    <message>
        <source>Your deal of the day results, the latest first</source>
        <translation>Ваши результаты в раздаче дня, сначала последние</translation>
    </message>
    <message>
        <source>Game ▸ Deal of the day: the same deal on every computer. Your result beside the computer&apos;s in your seat on the same cards, in stake units.</source>
        <translation>Игра ▸ Раздача дня: одна и та же раздача на любом компьютере. Ваш результат рядом с результатом компьютера на вашем месте с теми же картами, в ставках.</translation>
    </message>
    <message>
        <source>No deal of the day played yet. Game ▸ Deal of the day deals it; its result is kept here.</source>
        <translation>Раздача дня ещё не сыграна. Её сдаёт Игра ▸ Раздача дня; результат сохраняется здесь.</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>How would the &amp;computer have played these cards?</source>
        <translation>Как сыграл &amp;бы эти карты компьютер?</translation>
    </message>
    <message>
        <source>The same cards played again with hard and normal in your seat (Shift+C)</source>
        <translation>Те же карты ещё раз: на вашем месте играют «Сложный» и «Средний» (Shift+C)</translation>
    </message>
    <message>
        <source>Deal o&amp;f the day</source>
        <translation>Разда&amp;ча дня</translation>
    </message>
    <message>
        <source>Today&apos;s deal, the same on every computer with these house rules</source>
        <translation>Раздача дня: с этими домашними правилами она одна и та же на любом компьютере</translation>
    </message>
    <message>
        <source>The deal of the day, {date}: deal number {deal}.</source>
        <translation>Раздача дня, {date}: раздача № {deal}.</translation>
    </message>
    <message>
        <source>The computer can play a round&apos;s cards again once it is over.</source>
        <translation>Компьютер может переиграть карты раунда, когда раунд окончен.</translation>
    </message>
    <message>
        <source>No ledger session is in play.</source>
        <translation>Сейчас не идёт записываемая партия.</translation>
    </message>
    <message>
        <source>Tonk deal {date} {rules}, {players} players: {you}, hard in my seat {hard}</source>
        <translation>Раздача «Тонк» {date} {rules}, {players} игрока: {you}, «Сложный» на моём месте {hard}</translation>
    </message>
    <message>
        <source>The replay was cancelled.</source>
        <translation>Переигровка отменена.</translation>
    </message>
    <message>
        <source>The round could not be played again: {error}</source>
        <translation>Раунд не удалось переиграть: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>How would the computer have played these cards?</source>
        <translation>Как сыграл бы эти карты компьютер?</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>For the whole &amp;session…</source>
        <translation>За всю &amp;партию…</translation>
    </message>
    <message>
        <source>Every round of this session played again by the computer in your seat</source>
        <translation>Все раунды этой партии заново сыграет компьютер на вашем месте</translation>
    </message>
    <message>
        <source>Copy the line to paste to friends</source>
        <translation>Скопировать строку для друзей</translation>
    </message>
    <message>
        <source>Cancel the replay</source>
        <translation>Отменить переигровку</translation>
    </message>
    <message>
        <source>Replaying the round</source>
        <translation>Раунд переигрывается</translation>
    </message>
    <message>
        <source>Your result:</source>
        <translation>Ваш результат:</translation>
    </message>
    <message>
        <source>Hard in your seat (mean):</source>
        <translation>«Сложный» на вашем месте (в среднем):</translation>
    </message>
    <message>
        <source>Normal in your seat (mean):</source>
        <translation>«Средний» на вашем месте (в среднем):</translation>
    </message>
    <message>
        <source>The cards:</source>
        <translation>Карты:</translation>
    </message>
    <message>
        <source>The play:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>The computer is playing the round again in your seat, with the same cards…</source>
        <translation>Компьютер переигрывает раунд на вашем месте с теми же картами…</translation>
    </message>
    <message>
        <source>In stakes won or lost. The cards: what hard got on these cards. The play: your result less that.</source>
        <translation>В ставках, выигранных или проигранных. Карты: что получил «Сложный» с этими картами. Игра: ваш результат за вычетом этого.</translation>
    </message>
    <message numerus="yes">
        <source>Each level played the round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>Каждый уровень сыграл раунд %n раз, каждый раз с теми же соперниками.</numerusform>
            <numerusform>Каждый уровень сыграл раунд %n раза, каждый раз с теми же соперниками.</numerusform>
            <numerusform>Каждый уровень сыграл раунд %n раз, каждый раз с теми же соперниками.</numerusform>
        </translation>
    </message>
    <message>
        <source>A person&apos;s seat ({names}) was played by normal.</source>
        <translation>За человека ({names}) играл «Средний».</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>%n переигровка не закончилась и не учтена.</numerusform>
            <numerusform>%n переигровки не закончились и не учтены.</numerusform>
            <numerusform>%n переигровок не закончились и не учтены.</numerusform>
        </translation>
    </message>
    <message>
        <source>The line to paste to friends</source>
        <translation>Строка для друзей</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
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
        <translation>Старшая карта решает, кто сдаёт: {cards}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>A new game: {players} players, base stake {stake}</source>
        <translation>Новая игра: игроков — {players}, базовая ставка {stake}</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>Первая сдача — ваша</translation>
    </message>
    <message>
        <source>{name} deals first</source>
        <translation>Первая сдача — {name}</translation>
    </message>
    <message>
        <source>you deal</source>
        <translation>сдаёте вы</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>сдаёт {name}</translation>
    </message>
    <message>
        <source>Round {number}: {dealer}</source>
        <translation>Раунд {number}: {dealer}</translation>
    </message>
    <message>
        <source>Round {number}, deal number {deal}: {dealer}</source>
        <translation>Раунд {number}, раздача № {deal}: {dealer}</translation>
    </message>
    <message>
        <source>The up-card is {card}</source>
        <translation>Открытая карта: {card}</translation>
    </message>
    <message>
        <source>The session resumes after round {number}</source>
        <translation>Партия продолжается после раунда {number}</translation>
    </message>
    <message>
        <source>Round {number} resumes where it stopped</source>
        <translation>Раунд {number} продолжается с того места, где прервался</translation>
    </message>
    <message>
        <source>Round {number} (deal number {deal}) resumes where it stopped</source>
        <translation>Раунд {number} (раздача № {deal}) продолжается с того места, где прервался</translation>
    </message>
    <message>
        <source>You took back your turn (a practice round now)</source>
        <translation>Вы отменили свой ход (теперь это тренировочный раунд)</translation>
    </message>
    <message>
        <source>{name}&apos;s turn was taken back (a practice round now)</source>
        <translation>Ход игрока {name} отменён (теперь это тренировочный раунд)</translation>
    </message>
    <message>
        <source>You play your turn again:</source>
        <translation>Вы снова делаете отменённый ход:</translation>
    </message>
    <message>
        <source>{name}&apos;s turn is played again:</source>
        <translation>Отменённый ход игрока {name} повторяется:</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Сначала доиграйте этот раунд.</translation>
    </message>
    <message>
        <source>No round is being played.</source>
        <translation>Сейчас раунд не идёт.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours.</source>
        <translation>Сейчас ходит {name}, а не вы.</translation>
    </message>
</context>
<context>
    <name>HandOffOverlay</name>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>Ход переходит: {name} — щёлкните, когда будете готовы</translation>
    </message>
    <message>
        <source>Every hand is hidden until then.</source>
        <translation>До тех пор карты всех игроков скрыты.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>the {card} on the pile fits your cards</source>
        <translation>{card} из сброса подходит к вашим картам</translation>
    </message>
    <message>
        <source>the {card} on the pile is cheap: {points} points</source>
        <translation>карта {card} из сброса дешёвая: {points} очк.</translation>
    </message>
    <message>
        <source>there is no card on the pile to take</source>
        <translation>в сбросе нет карты, которую можно взять</translation>
    </message>
    <message>
        <source>the {card} on the pile fits none of your cards</source>
        <translation>{card} из сброса не подходит ни к одной вашей карте</translation>
    </message>
    <message>
        <source>laid down, these cards no longer count: {points} points less</source>
        <translation>выложенные карты больше не считаются: на {points} очк. меньше</translation>
    </message>
    <message>
        <source>the {card} fits that spread: {points} points less in your hand</source>
        <translation>{card} подходит к этой комбинации: на руке станет на {points} очк. меньше</translation>
    </message>
    <message>
        <source>the {card} counts {points} and is the card your hand needs least</source>
        <translation>карта {card} стоит {points} очк., и она нужна вам меньше других</translation>
    </message>
    <message>
        <source>your hand counts {total}: likely the lowest at the table</source>
        <translation>в вашей руке {total} очк.: скорее всего, это наименьшая сумма за столом</translation>
    </message>
    <message>
        <source>{name}&apos;s hand on show counts {other} against your {total}: a knock would be caught</source>
        <translation>открытая рука игрока {name} — {other} очк., у вас — {total}: стук поймают</translation>
    </message>
    <message>
        <source>your hand counts {total}, less than any hand on show: {name}&apos;s counts {other}</source>
        <translation>в вашей руке {total} очк., меньше, чем в любой открытой руке (игрок {name}: {other})</translation>
    </message>
    <message>
        <source>a dealt 49 wins 2 from everyone, and only if declared now</source>
        <translation>розданные 49 очков выигрывают по 2 с каждого, но только если объявить их сейчас</translation>
    </message>
    <message>
        <source>the discard would not help, and your total is low enough</source>
        <translation>карта из сброса не поможет, а ваша сумма достаточно мала</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Open for a person</source>
        <translation>Свободно для человека</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Стол игрока {name}</translation>
    </message>
    <message>
        <source>Tonk table</source>
        <translation>Стол для тонка</translation>
    </message>
    <message>
        <source>the name the others see</source>
        <translation>имя, которое видят другие</translation>
    </message>
    <message>
        <source>The house rules in play</source>
        <translation>Действующие домашние правила</translation>
    </message>
    <message>
        <source>Saved rules: {name}</source>
        <translation>Сохранённые правила: {name}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Место {number}:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>&amp;Ask my router to open the port to the internet (UPnP, PCP or NAT-PMP)</source>
        <translation>Попросить роутер открыть порт в &amp;интернет (UPnP, PCP или NAT-PMP)</translation>
    </message>
    <message>
        <source>Friends at their own homes reach the table through your router&apos;s public address; the port is closed again when the table closes</source>
        <translation>Друзья у себя дома подключаются к столу через публичный адрес вашего роутера; когда стол закрывается, порт снова закрывается</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>любой свободный порт</translation>
    </message>
    <message>
        <source>Seconds a turn, plus a reserve</source>
        <translation>Секунды на ход и резерв времени</translation>
    </message>
    <message>
        <source>Off: no limit</source>
        <translation>Выключено: без ограничения</translation>
    </message>
    <message>
        <source>When a turn&apos;s seconds and the player&apos;s reserve are spent, a computer player finishes the turn, and everyone is told</source>
        <translation>Когда секунды хода и резерв игрока истекли, ход заканчивает компьютер, и об этом узнают все</translation>
    </message>
    <message>
        <source> s a turn</source>
        <translation> с на ход</translation>
    </message>
    <message>
        <source> s in reserve</source>
        <translation> с в резерве</translation>
    </message>
    <message>
        <source>Announce the table on this network (friends&apos; Join dialogs list it)</source>
        <translation>Объявить стол в этой сети (он появится в окне «Присоединиться» у друзей)</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Название стола:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Base &amp;stake:</source>
        <translation>Базовая &amp;ставка:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Мест:</translation>
    </message>
    <message>
        <source>&amp;Time to move:</source>
        <translation>Время на &amp;ход:</translation>
    </message>
    <message>
        <source>&amp;Listen at:</source>
        <translation>&amp;Адрес стола:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>По&amp;рт:</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Название стола</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Base stake</source>
        <translation>Базовая ставка</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Мест</translation>
    </message>
    <message>
        <source>Time to move</source>
        <translation>Время на ход</translation>
    </message>
    <message>
        <source>Seconds a turn</source>
        <translation>Секунд на ход</translation>
    </message>
    <message>
        <source>Seconds in reserve</source>
        <translation>Секунд в резерве</translation>
    </message>
    <message>
        <source>Listen at</source>
        <translation>Адрес стола</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Ask my router to open the port</source>
        <translation>Попросить роутер открыть порт</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Открыть стол</translation>
    </message>
    <message>
        <source>Resume a table you &amp;hosted…</source>
        <translation>Во&amp;зобновить стол, который вы открывали…</translation>
    </message>
    <message>
        <source>Open again a table this computer hosted: the others take their seats back</source>
        <translation>Снова открыть стол, который открывал этот компьютер: остальные вернутся на свои места</translation>
    </message>
    <message>
        <source>Give the table a name: friends see it in their Join dialogs.</source>
        <translation>Дайте столу название: друзья увидят его в окне «Присоединиться».</translation>
    </message>
    <message>
        <source>Type your name: the others see it at your seat.</source>
        <translation>Введите своё имя: остальные увидят его у вашего места.</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of {currency}.</source>
        <translation>«{text}» — не сумма в {currency}.</translation>
    </message>
    <message>
        <source>The stake must be more than zero.</source>
        <translation>Ставка должна быть больше нуля.</translation>
    </message>
    <message>
        <source>The table cannot listen there ({why}). Choose another address or port, and try again.</source>
        <translation>Стол не может ждать там ({why}). Выберите другой адрес или порт и попробуйте снова.</translation>
    </message>
    <message>
        <source>&amp;Tables you hosted on this computer:</source>
        <translation>&amp;Столы, которые вы открывали на этом компьютере:</translation>
    </message>
    <message>
        <source>Tables you hosted</source>
        <translation>Столы, которые вы открывали</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>&amp;Возобновить стол</translation>
    </message>
    <message>
        <source>&amp;Forget the table…</source>
        <translation>&amp;Забыть стол…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>No table hosted on this computer is kept to resume.</source>
        <translation>На этом компьютере нет стола, который можно возобновить.</translation>
    </message>
    <message>
        <source>The same seats, stake, rules and join code; the round in progress goes on where it stood. The others choose Rejoin to take their seats back.</source>
        <translation>Те же места, ставка, правила и код для входа; начатый раунд продолжится с того места, где остановился. Остальные возвращаются на свои места кнопкой «Вернуться за стол».</translation>
    </message>
    <message>
        <source>This table cannot be resumed: {why}</source>
        <translation>Этот стол нельзя возобновить: {why}</translation>
    </message>
    <message>
        <source>The table cannot listen where it did ({why}). Close the program that uses that port, or check this computer&apos;s address, and try again.</source>
        <translation>Стол не может ждать там же, где раньше ({why}). Закройте программу, которая занимает этот порт, или проверьте адрес этого компьютера и попробуйте снова.</translation>
    </message>
    <message>
        <source>Forget the table</source>
        <translation>Забыть стол</translation>
    </message>
    <message>
        <source>Forget the table “{table}”?</source>
        <translation>Забыть стол «{table}»?</translation>
    </message>
    <message>
        <source>It can no longer be resumed, and the others can no longer rejoin it. Its finished rounds stay in your ledger.</source>
        <translation>Его больше нельзя будет возобновить, и остальные не смогут вернуться. Сыгранные раунды остаются в вашем журнале.</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Забыть</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Оставить</translation>
    </message>
    <message>
        <source>Could not forget the table: {why}</source>
        <translation>Не удалось забыть стол: {why}</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Приглашение</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the invite</source>
        <translation>Скопировать приглашение</translation>
    </message>
    <message>
        <source>&amp;Invite to paste into a chat (it holds the code too):</source>
        <translation>&amp;Приглашение для чата (код для входа в нём тоже есть):</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>За столом:</translation>
    </message>
    <message>
        <source>Who has joined</source>
        <translation>Кто присоединился</translation>
    </message>
    <message>
        <source>The router&apos;s port</source>
        <translation>Порт на роутере</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Готово</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Код для входа:</translation>
    </message>
    <message>
        <source>The table “{table}” is open at address {address}, port {port}. Friends choose Game ▸ Join a table… and type the code below.</source>
        <translation>Стол «{table}» открыт: адрес {address}, порт {port}. Друзья выбирают Игра ▸ Присоединиться к столу… и вводят код ниже.</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Код для входа: {code}</translation>
    </message>
    <message>
        <source>Announced on the network at {address}.</source>
        <translation>Объявлен в сети {address}.</translation>
    </message>
    <message>
        <source>Not announced: friends join by address and port.</source>
        <translation>Не объявлен: друзья входят по адресу и порту.</translation>
    </message>
    <message>
        <source>{name}, computer player</source>
        <translation>{name}, компьютер</translation>
    </message>
    <message>
        <source>waiting for a person to join</source>
        <translation>ждёт игрока</translation>
    </message>
    <message>
        <source>Seat {number}: {who}</source>
        <translation>Место {number}: {who}</translation>
    </message>
    <message>
        <source>The table “{table}” is closed: nobody can join it any more.</source>
        <translation>Стол «{table}» закрыт: к нему больше никто не может присоединиться.</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>файл не читается</translation>
    </message>
    <message>
        <source>it is not a saved table</source>
        <translation>это не сохранённый стол</translation>
    </message>
    <message>
        <source>another version of Tonk saved it</source>
        <translation>он сохранён другой версией Тонка</translation>
    </message>
    <message>
        <source>part of it is missing or wrong</source>
        <translation>часть данных потеряна или испорчена</translation>
    </message>
    <message>
        <source>it was hosted by tonk-host; resume it with tonk-host --resume</source>
        <translation>его открыла программа tonk-host; возобновите его командой tonk-host --resume</translation>
    </message>
    <message>
        <source>its ledger session is not in your ledger (deleted, or another ledger file)</source>
        <translation>его партии нет в вашем журнале (удалена или в другом файле журнала)</translation>
    </message>
    <message>
        <source>another program (process {process}) is hosting it now</source>
        <translation>его сейчас ведёт другая программа (процесс {process})</translation>
    </message>
    <message>
        <source>another program is hosting it now</source>
        <translation>его сейчас ведёт другая программа</translation>
    </message>
    <message>
        <source>another program uses port {port}</source>
        <translation>порт {port} занят другой программой</translation>
    </message>
    <message>
        <source>this computer does not let a program listen on port {port}</source>
        <translation>этот компьютер не разрешает программам ждать на порту {port}</translation>
    </message>
    <message>
        <source>this computer no longer has the address {address}</source>
        <translation>у этого компьютера больше нет адреса {address}</translation>
    </message>
    <message>
        <source>the system refused to listen on {address}, port {port}</source>
        <translation>система не дала ждать по адресу {address}, порт {port}</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>повреждён</translation>
    </message>
    <message>
        <source>This table&apos;s file is damaged and cannot be resumed ({why}). Its finished rounds are safe in your ledger; Forget removes only this file.</source>
        <translation>Файл этого стола повреждён, и его нельзя возобновить ({why}). Сыгранные раунды в сохранности в вашем журнале; «Забыть» удаляет только этот файл.</translation>
    </message>
    <message>
        <source>hosted without a window</source>
        <translation>открыт без окна</translation>
    </message>
    <message>
        <source>This table was hosted by tonk-host: resume it with tonk-host --resume.</source>
        <translation>Этот стол открыла программа tonk-host: возобновите его командой tonk-host --resume.</translation>
    </message>
    <message>
        <source>its ledger session is missing</source>
        <translation>его партии нет в журнале</translation>
    </message>
    <message>
        <source>This table&apos;s ledger session is not in your ledger (deleted, or another ledger file): it cannot be resumed. Forget removes only this file.</source>
        <translation>Партии этого стола нет в вашем журнале (удалена или в другом файле журнала): его нельзя возобновить. «Забыть» удаляет только этот файл.</translation>
    </message>
    <message>
        <source>{when} · rounds played: {rounds} · {players}</source>
        <translation>{when} · сыграно раундов: {rounds} · {players}</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Automatic wins</source>
        <translation>Выигрыш при раздаче</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Добавление к комбинациям</translation>
    </message>
    <message>
        <source>Knocking and settlement</source>
        <translation>Стук и расчёт</translation>
    </message>
    <message>
        <source>Tonk out</source>
        <translation>Тонк-аут</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Карт на руке</translation>
    </message>
    <message>
        <source>How many cards each player is dealt.</source>
        <translation>Сколько карт раздают каждому игроку.</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 карт</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 карт</translation>
    </message>
    <message>
        <source>9 cards</source>
        <translation>9 карт</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Джокеры</translation>
    </message>
    <message>
        <source>Two jokers in the deck; a joker stands for any card in a spread.</source>
        <translation>Два джокера в колоде; в комбинации джокер заменяет любую карту.</translation>
    </message>
    <message>
        <source>No jokers</source>
        <translation>Без джокеров</translation>
    </message>
    <message>
        <source>Two wild jokers</source>
        <translation>Два джокера</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>Очки за джокера</translation>
    </message>
    <message>
        <source>What a joker still in your hand counts at the end (15 unless you change it).</source>
        <translation>Сколько стоит джокер, оставшийся на руке в конце раунда (15, если не изменить).</translation>
    </message>
    <message>
        <source>Ace points</source>
        <translation>Очки за туза</translation>
    </message>
    <message>
        <source>What an ace in your hand counts. Aces are always low in runs.</source>
        <translation>Сколько стоит туз на руке. В последовательности туз всегда младший.</translation>
    </message>
    <message>
        <source>Ace counts 1</source>
        <translation>Туз — 1 очко</translation>
    </message>
    <message>
        <source>Ace counts 10</source>
        <translation>Туз — 10 очков</translation>
    </message>
    <message>
        <source>Turn up the first discard</source>
        <translation>Открыть первую карту сброса</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up; without it, the first player must draw from the stock.</source>
        <translation>После раздачи одну карту открывают; если её не открывать, первый игрок должен взять карту из запаса.</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>Тонк при раздаче</translation>
    </message>
    <message>
        <source>49 or 50 wins at once</source>
        <translation>49 или 50 — сразу победа</translation>
    </message>
    <message>
        <source>50 wins at once; 49 must be shown on your first turn</source>
        <translation>50 выигрывает сразу, 49 надо показать в свой первый ход</translation>
    </message>
    <message>
        <source>No dealt tonk</source>
        <translation>Без тонка при раздаче</translation>
    </message>
    <message>
        <source>Low deal: 13 or less wins 2</source>
        <translation>Малая раздача: 13 и меньше — 2</translation>
    </message>
    <message>
        <source>A hand dealt with 13 points or fewer wins double at once.</source>
        <translation>Игрок, которому пришло 13 очков или меньше, сразу выигрывает двойную ставку.</translation>
    </message>
    <message>
        <source>Low deal: 9 or less wins 3</source>
        <translation>Малая раздача: 9 и меньше — 3</translation>
    </message>
    <message>
        <source>A hand dealt with 9 points or fewer wins triple at once.</source>
        <translation>Игрок, которому пришло 9 очков или меньше, сразу выигрывает тройную ставку.</translation>
    </message>
    <message>
        <source>When you may knock</source>
        <translation>Когда можно стучать</translation>
    </message>
    <message>
        <source>Knock only instead of drawing, or also later in your turn before discarding.</source>
        <translation>Стучать только вместо того, чтобы брать карту, или и позже в свой ход, до сброса.</translation>
    </message>
    <message>
        <source>Only at the start of the turn</source>
        <translation>Только в начале хода</translation>
    </message>
    <message>
        <source>Any time before discarding</source>
        <translation>В любой момент до сброса</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Предел для стука</translation>
    </message>
    <message>
        <source>You may knock only with this many points or fewer in hand (0 = any).</source>
        <translation>Стучать можно, только если сумма на руке не больше этого числа (0 — без предела).</translation>
    </message>
    <message>
        <source>Spreads must be laid</source>
        <translation>Комбинации надо выкладывать</translation>
    </message>
    <message>
        <source>You may not end your turn while you could lay a spread (a book of aces may be kept).</source>
        <translation>Нельзя закончить ход, пока можно выложить комбинацию (набор тузов можно держать).</translation>
    </message>
    <message>
        <source>Discard the card you picked up</source>
        <translation>Возврат взятой карты в сброс</translation>
    </message>
    <message>
        <source>Allow throwing back the card just taken from the discard pile.</source>
        <translation>Разрешить сбросить обратно карту, только что взятую из сброса.</translation>
    </message>
    <message>
        <source>A picked-up discard must be played</source>
        <translation>Взятую из сброса карту надо сыграть</translation>
    </message>
    <message>
        <source>Hit runs only</source>
        <translation>Добавлять только к последовательностям</translation>
    </message>
    <message>
        <source>Cards may be added to runs, never to books.</source>
        <translation>Карты можно добавлять к последовательностям, но не к наборам.</translation>
    </message>
    <message>
        <source>One hit per turn</source>
        <translation>Одно добавление за ход</translation>
    </message>
    <message>
        <source>At most one card may be added to the spreads in a turn.</source>
        <translation>За ход к комбинациям можно добавить не больше одной карты.</translation>
    </message>
    <message>
        <source>Hit and hold</source>
        <translation>Удар с задержкой</translation>
    </message>
    <message>
        <source>When someone hits your spread, you are held back on your next turn.</source>
        <translation>Если кто-то добавил карту к вашей комбинации (удар), в следующий ход вы задержаны.</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>Без штрафа</translation>
    </message>
    <message>
        <source>A held player may not lay new spreads</source>
        <translation>Задержанный не выкладывает новые комбинации</translation>
    </message>
    <message>
        <source>A held player may not knock</source>
        <translation>Задержанный не может стучать</translation>
    </message>
    <message>
        <source>Dead books</source>
        <translation>Мёртвые наборы</translation>
    </message>
    <message>
        <source>A book hit up to all four cards goes to the discard pile.</source>
        <translation>Набор, дополненный до четырёх карт, уходит в сброс.</translation>
    </message>
    <message>
        <source>A caught knocker pays</source>
        <translation>Сколько платит пойманный</translation>
    </message>
    <message>
        <source>A knocker whose total is not strictly the lowest is caught. See what everyone pays in the example.</source>
        <translation>Постучавший пойман, если у кого-то столько же очков или меньше. Кто сколько платит — смотрите в примере.</translation>
    </message>
    <message>
        <source>Tie when the stock runs dry</source>
        <translation>Равенство при пустом запасе</translation>
    </message>
    <message>
        <source>When the stock is empty and the lowest totals tie.</source>
        <translation>Когда запас пуст, а наименьшие суммы равны.</translation>
    </message>
    <message>
        <source>Nobody pays</source>
        <translation>Никто не платит</translation>
    </message>
    <message>
        <source>Each tied player gets 1 from the others</source>
        <translation>Каждый из равных получает по 1 от остальных</translation>
    </message>
    <message>
        <source>Tonk needs the whole hand</source>
        <translation>Тонк только всей рукой</translation>
    </message>
    <message>
        <source>A tonk out pays double only if you played every card you held after drawing.</source>
        <translation>Тонк-аут приносит двойную ставку, только если вы сыграли все карты, что были на руке после взятия.</translation>
    </message>
    <message>
        <source>Tonk needs a new spread</source>
        <translation>Для тонка нужна новая комбинация</translation>
    </message>
    <message>
        <source>A tonk out pays double only if you laid a new spread that turn.</source>
        <translation>Тонк-аут приносит двойную ставку, только если в этот ход вы выложили новую комбинацию.</translation>
    </message>
    <message>
        <source>Double-double (two players)</source>
        <translation>Двойной-двойной (для двоих)</translation>
    </message>
    <message>
        <source>Double-double is played by two players only: set two seats on the Players tab, or turn this off.</source>
        <translation>«Двойной-двойной» — только для двоих: оставьте два места на вкладке «Игроки» или выключите это правило.</translation>
    </message>
    <message>
        <source>There are not enough cards to deal this many hands of this size.</source>
        <translation>Карт не хватит, чтобы раздать столько рук такого размера.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>A hand dealt with 49 or 50 points wins double without playing.</source>
        <translation>Игрок, которому пришло 49 или 50 очков, выигрывает двойную ставку без игры.</translation>
    </message>
    <message>
        <source>You may take the discard only if you spread it or hit with it that turn.</source>
        <translation>Карту из сброса можно взять, только если в тот же ход выложить её в комбинацию или добавить к комбинации.</translation>
    </message>
    <message>
        <source>Encyclopedia</source>
        <translation>Энциклопедия</translation>
    </message>
    <message>
        <source>When you tonk out and your opponent could hit every card left in their hand onto the spreads on the table, the tonk pays 4.</source>
        <translation>Если вы сделали тонк-аут, а соперник мог бы добавить все оставшиеся у него карты к комбинациям на столе, тонк приносит 4.</translation>
    </message>
    <message>
        <source>This Tonk does not know the house rule {names}.</source>
        <translation>Эта версия Тонка не знает домашнее правило {names}.</translation>
    </message>
    <message>
        <source>“{rule}” cannot be {value}.</source>
        <translation>«{rule}» не может быть {value}.</translation>
    </message>
    <message>
        <source>“{rule}” cannot be set that way.</source>
        <translation>«{rule}» нельзя так настроить.</translation>
    </message>
    <message>
        <source>A table has 2 to 4 players.</source>
        <translation>За столом от 2 до 4 игроков.</translation>
    </message>
    <message>
        <source>These are not house rules.</source>
        <translation>Это не домашние правила.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>Rules: {preset}, {players} players.</source>
        <translation>Правила: {preset}, игроков: {players}.</translation>
    </message>
    <message>
        <source>Each player is dealt {n} cards.</source>
        <translation>Каждому раздают по {n} карт.</translation>
    </message>
    <message>
        <source>Two wild jokers are in the deck; a joker left in hand counts {points} points.</source>
        <translation>В колоде два джокера; джокер, оставшийся на руке, считается за {points}.</translation>
    </message>
    <message>
        <source>No jokers.</source>
        <translation>Без джокеров.</translation>
    </message>
    <message>
        <source>An ace counts 1 point; aces are low in runs (A-2-3, never Q-K-A).</source>
        <translation>Туз стоит 1 очко; в последовательности туз младший (A-2-3, но не Q-K-A).</translation>
    </message>
    <message>
        <source>An ace counts 10 points; aces are low in runs (A-2-3, never Q-K-A).</source>
        <translation>Туз стоит 10 очков; в последовательности туз младший (A-2-3, но не Q-K-A).</translation>
    </message>
    <message>
        <source>The first discard is turned up after the deal.</source>
        <translation>После раздачи открывают первую карту сброса.</translation>
    </message>
    <message>
        <source>No card is turned up: the first player draws from the stock.</source>
        <translation>Карту не открывают: первый игрок берёт из запаса.</translation>
    </message>
    <message>
        <source>A hand dealt with 49 or 50 points wins 2 from everyone.</source>
        <translation>Игрок, которому пришло 49 или 50 очков, получает по 2 с каждого.</translation>
    </message>
    <message>
        <source>A dealt 50 wins 2 from everyone; a dealt 49 wins only if shown at the start of that player&apos;s first turn.</source>
        <translation>Розданные 50 очков выигрывают по 2 с каждого; 49 выигрывают, только если их показать в начале первого хода.</translation>
    </message>
    <message>
        <source>No dealt tonk: 49 or 50 at the deal means nothing.</source>
        <translation>Без тонка при раздаче: 49 или 50 очков при раздаче ничего не значат.</translation>
    </message>
    <message>
        <source>A hand dealt with 9 points or fewer wins 3 from everyone.</source>
        <translation>Игрок, которому пришло 9 очков или меньше, получает по 3 с каждого.</translation>
    </message>
    <message>
        <source>A hand dealt with 13 points or fewer wins 2 from everyone.</source>
        <translation>Игрок, которому пришло 13 очков или меньше, получает по 2 с каждого.</translation>
    </message>
    <message>
        <source>You may knock only at the start of your turn, instead of drawing.</source>
        <translation>Стучать можно только в начале хода, вместо того чтобы брать карту.</translation>
    </message>
    <message>
        <source>You may knock at the start of your turn or later, before discarding.</source>
        <translation>Стучать можно в начале хода или позже, до сброса карты.</translation>
    </message>
    <message>
        <source>You may knock only with {n} points or fewer.</source>
        <translation>Стучать можно, только если сумма на руке не больше {n}.</translation>
    </message>
    <message>
        <source>Spreads must be laid when you can (a book of aces may be kept).</source>
        <translation>Комбинации надо выкладывать, как только можно (набор тузов можно держать).</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back.</source>
        <translation>Карту, только что взятую из сброса, можно сбросить обратно.</translation>
    </message>
    <message>
        <source>A player whose spread another player hits may not lay new spreads next turn; each further hit adds a turn.</source>
        <translation>Игрок, к чьей комбинации другой игрок добавил карту (получивший удар), в следующий ход не может выкладывать новые комбинации; каждый следующий удар добавляет ход.</translation>
    </message>
    <message>
        <source>A player whose spread another player hits may not knock next turn; each further hit adds a turn.</source>
        <translation>Игрок, к чьей комбинации другой игрок добавил карту (получивший удар), в следующий ход не может стучать; каждый следующий удар добавляет ход.</translation>
    </message>
    <message>
        <source>A book hit up to four cards goes to the discard pile.</source>
        <translation>Набор, дополненный до четырёх карт, уходит в сброс.</translation>
    </message>
    <message>
        <source>Double-double: a tonk pays 4 when the other player could hit every card left onto the table.</source>
        <translation>«Двойной-двойной»: тонк приносит 4, если соперник мог бы добавить все оставшиеся карты к комбинациям на столе.</translation>
    </message>
    <message>
        <source>A card taken from the discard pile must be played that turn.</source>
        <translation>Карту, взятую из сброса, надо сыграть в тот же ход.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back that turn, unless it is the last card in hand.</source>
        <translation>Карту, только что взятую из сброса, нельзя сбросить в тот же ход, если только это не последняя карта на руке.</translation>
    </message>
    <message>
        <source>Hits go on runs only.</source>
        <translation>Добавлять можно только к последовательностям.</translation>
    </message>
    <message>
        <source>Hits go on books and runs.</source>
        <translation>Добавлять можно и к наборам, и к последовательностям.</translation>
    </message>
    <message>
        <source>Only one hit per turn.</source>
        <translation>За ход можно добавить к комбинациям только одну карту.</translation>
    </message>
    <message>
        <source>A caught knocker pays 2 to each player as low or lower; the lowest also get 1 from everyone else.</source>
        <translation>Пойманный платит по 2 каждому, у кого столько же очков или меньше; игроки с наименьшей суммой получают ещё по 1 от всех остальных.</translation>
    </message>
    <message>
        <source>A caught knocker pays 1 to each player lower; the lowest also get 1 from everyone else (2 from a knocker who tied).</source>
        <translation>Пойманный платит по 1 каждому, у кого меньше очков; игроки с наименьшей суммой получают ещё по 1 от всех остальных (от постучавшего с равной суммой — по 2).</translation>
    </message>
    <message>
        <source>Dry stock: the lowest total wins 1; a tie, nobody pays.</source>
        <translation>Пустой запас: игрок с наименьшей суммой выигрывает 1; при равенстве никто не платит.</translation>
    </message>
    <message>
        <source>Dry stock: the lowest total wins 1; tied lowest players each win 1.</source>
        <translation>Пустой запас: игрок с наименьшей суммой выигрывает 1; при равенстве каждый из равных выигрывает по 1.</translation>
    </message>
    <message>
        <source>Tonk out (no discard) wins 2 from everyone; going out wins 1.</source>
        <translation>Тонк-аут (без сброса) выигрывает по 2 с каждого, простой выход — по 1.</translation>
    </message>
    <message>
        <source>A tonk out pays 2 only when every card held after drawing was played.</source>
        <translation>Тонк-аут приносит 2, только если сыграны все карты, что были на руке после взятия.</translation>
    </message>
    <message>
        <source>A tonk out pays 2 only with a new spread laid that turn.</source>
        <translation>Тонк-аут приносит 2, только если в этот ход выложена новая комбинация.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>{table} — {address}:{port} — another version of Tonk: cannot join</source>
        <translation>{table} — {address}:{port} — другая версия Тонка: войти нельзя</translation>
    </message>
    <message>
        <source>{table} — {address}:{port} — seats open: {open} of {seats}</source>
        <translation>{table} — {address}:{port} — свободно мест: {open} из {seats}</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Вернуться за стол</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Присоединиться к столу</translation>
    </message>
    <message>
        <source>Look for tables on</source>
        <translation>Искать столы в сети</translation>
    </message>
    <message>
        <source>Tables found on the network</source>
        <translation>Столы, найденные в сети</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Поиск столов…</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Приглашение</translation>
    </message>
    <message>
        <source>paste the tonk:// invite here</source>
        <translation>вставьте сюда приглашение tonk://</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код для входа</translation>
    </message>
    <message>
        <source>Certificate fingerprint</source>
        <translation>Отпечаток сертификата</translation>
    </message>
    <message>
        <source>from the invite, or found on the network</source>
        <translation>из приглашения или найденный в сети</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>&amp;Look on:</source>
        <translation>&amp;Искать в сети:</translation>
    </message>
    <message>
        <source>Take your seat at “{table}” back, as {name}.</source>
        <translation>Вернуться на своё место за столом «{table}» под именем {name}.</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Приглашение:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Код для входа:</translation>
    </message>
    <message>
        <source>&amp;Fingerprint:</source>
        <translation>Отпе&amp;чаток:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше и&amp;мя:</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Вернуться</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Войти</translation>
    </message>
    <message>
        <source>Not looking for tables on the network: paste the invite, or type the table&apos;s address and port.</source>
        <translation>Столы в сети не ищутся: вставьте приглашение или введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>The invite is read: choose Join.</source>
        <translation>Приглашение прочитано: нажмите «Войти».</translation>
    </message>
    <message>
        <source>No table found yet: a table being hosted appears here by itself.</source>
        <translation>Столов пока нет: открытый стол появится здесь сам.</translation>
    </message>
    <message>
        <source>Choose a table, or type an address and port.</source>
        <translation>Выберите стол или введите адрес и порт.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address (the host&apos;s dialog shows it), or choose a table.</source>
        <translation>Введите адрес стола (он показан в окне хозяина стола) или выберите стол.</translation>
    </message>
    <message>
        <source>Type the join code the host&apos;s dialog shows.</source>
        <translation>Введите код для входа из окна хозяина стола.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at your seat.</source>
        <translation>Введите своё имя: остальные увидят его у вашего места.</translation>
    </message>
    <message>
        <source>The fingerprint is not one: it has 64 letters 0–9 and a–f (colons between pairs are fine). Paste it from the invite, or leave it empty.</source>
        <translation>Это не отпечаток: в нём 64 знака 0–9 и a–f (двоеточия между парами допустимы). Вставьте его из приглашения или оставьте поле пустым.</translation>
    </message>
    <message>
        <source>Joining the table at {address}, port {port}…</source>
        <translation>Вход за стол: адрес {address}, порт {port}…</translation>
    </message>
    <message>
        <source>No table answered at {address}, port {port}: check the address and port the host&apos;s dialog shows, and that both computers are on the same network ({detail}).</source>
        <translation>По адресу {address}, порт {port}, стол не ответил: проверьте адрес и порт в окне хозяина стола и что оба компьютера в одной сети ({detail}).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>No Japanese font is installed, so Japanese text would show as boxes. Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and restart.</source>
        <translation>Японский шрифт не установлен, поэтому японский текст будет выглядеть как квадратики. Установите шрифт (в Debian и Ubuntu — пакет fonts-noto-cjk) и перезапустите программу.</translation>
    </message>
</context>
<context>
    <name>LastTurn</name>
    <message>
        <source>drew</source>
        <translation>взял</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>взял из запаса</translation>
    </message>
    <message>
        <source>took {card}</source>
        <translation>взял {card}</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <translation>взял {card} из сброса</translation>
    </message>
    <message>
        <source>threw {card}</source>
        <translation>сбросил {card}</translation>
    </message>
    <message>
        <source>laid {cards}</source>
        <translation>выложил {cards}</translation>
    </message>
    <message>
        <source>hit with {card}</source>
        <translation>добавил {card} к комбинации</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>постучал</translation>
    </message>
    <message>
        <source>declined the discard</source>
        <translation>отказался от сброса</translation>
    </message>
    <message>
        <source>declared a dealt 49</source>
        <translation>объявил розданные 49</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Tonk out</source>
        <extracomment>The raw value of a cell (minor units for money), for sorting and tests.</extracomment>
        <translation>Тонк-аут</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Простой выход</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Стук</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Пойман</translation>
    </message>
    <message>
        <source>Dry stock</source>
        <translation>Пустой запас</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>Тонк при раздаче</translation>
    </message>
    <message>
        <source>Low deal</source>
        <translation>Малая раздача</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>You pay {payee} {amount}</source>
        <translation>Вы платите {amount}, получает {payee}</translation>
    </message>
    <message>
        <source>{payer} pays you {amount}</source>
        <translation>{payer} платит вам {amount}</translation>
    </message>
    <message>
        <source>{name}: {balance}</source>
        <translation>{name}: {balance}</translation>
    </message>
    <message>
        <source>(in hand {money})</source>
        <translation>(наличные {money})</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Раздающий</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Чем закончился</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name}: итог</translation>
    </message>
    <message>
        <source>{name} ±</source>
        <translation>{name} ±</translation>
    </message>
    <message>
        <source>{name}&apos;s balance after the round, in {currency}</source>
        <translation>Баланс игрока {name} после раунда, {currency}</translation>
    </message>
    <message>
        <source>What {name} won or lost in the round, in {currency}</source>
        <translation>Выигрыш или проигрыш игрока {name} в раунде, {currency}</translation>
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
        <translation>Раунд {number}: никто не платит</translation>
    </message>
    <message>
        <source>Round {number}:</source>
        <translation>Раунд {number}:</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} платит {amount}, получает {payee}</translation>
    </message>
    <message>
        <source>({caught} for being caught + {win} for the win)</source>
        <translation>({caught} — пойман, {win} — победа)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Tonk-outs</source>
        <translation>Тонк-ауты</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Крупнейший выигрыш</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>Крупнейший проигрыш</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Самая длинная серия</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>{header} ({currency})</source>
        <translation>{header} ({currency})</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>Побед пока нет</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
</context>
<context>
    <name>LedgerBinding</name>
    <message>
        <source>The session in play was deleted: this game is no longer recorded.</source>
        <translation>Текущая партия удалена: эта игра больше не записывается.</translation>
    </message>
    <message>
        <source>The ledger can be written again: the stakes kept are now recorded.</source>
        <translation>Журнал снова доступен для записи: сохранённые ставки записаны.</translation>
    </message>
    <message>
        <source>The game in progress could not be kept ({why}). The game goes on.</source>
        <translation>Не удалось сохранить текущую игру ({why}). Игра продолжается.</translation>
    </message>
    <message>
        <source>This round&apos;s stakes are kept, and recorded in the session as soon as the ledger can be written</source>
        <translation>Ставки этого раунда сохранены и будут записаны в партию, как только журнал снова станет доступен для записи</translation>
    </message>
    <message>
        <source>The round in progress was not saved</source>
        <translation>Текущий раунд не сохранён</translation>
    </message>
    <message>
        <source>The ledger could not be written ({why}). {what}. The game goes on.</source>
        <translation>Не удалось записать журнал ({why}). {what}. Игра продолжается.</translation>
    </message>
</context>
<context>
    <name>LedgerDock</name>
    <message>
        <source>No session</source>
        <translation>Нет партии</translation>
    </message>
    <message>
        <source>No session is being kept. Game ▸ New session… starts one; Game ▸ Sessions… resumes one.</source>
        <translation>Партия не ведётся. Игра ▸ Новая партия… начинает новую; Игра ▸ Партии… продолжает прежнюю.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — stake {stake}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — ставка {stake}</translation>
    </message>
    <message>
        <source>In hand: {money}</source>
        <translation>Наличные: {money}</translation>
    </message>
    <message>
        <source>No rounds played yet.</source>
        <translation>Раундов ещё не было.</translation>
    </message>
    <message>
        <source>{rounds} rounds. Endings: {endings}. Biggest swing: {swing} (round {number}). Money moved: {moved}.</source>
        <translation>Раундов: {rounds}. Исходы: {endings}. Самый крупный перепад: {swing} (раунд {number}). Перешло из рук в руки: {moved}.</translation>
    </message>
    <message>
        <source>Settle up…</source>
        <translation>Расчёт…</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Rounds of the session</source>
        <translation>Раунды партии</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Статистика по игрокам</translation>
    </message>
    <message>
        <source>Balance chart</source>
        <translation>График баланса</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Журнал</translation>
    </message>
</context>
<context>
    <name>LedgerScreenshot</name>
    <message>
        <source>Friday night</source>
        <translation>Вечер пятницы</translation>
    </message>
</context>
<context>
    <name>LedgerWindow</name>
    <message>
        <source>New s&amp;ession…</source>
        <translation>Новая &amp;партия…</translation>
    </message>
    <message>
        <source>Sess&amp;ions…</source>
        <translation>П&amp;артии…</translation>
    </message>
    <message>
        <source>Settle &amp;up…</source>
        <translation>&amp;Расчёт…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Ста&amp;тистика…</translation>
    </message>
    <message>
        <source>This session has a finished round waiting to be recorded, and the ledger still cannot be written. The game goes on as it was; resume the session once the ledger can be written.</source>
        <translation>В этой партии завершённый раунд ждёт записи, а в журнал всё ещё нельзя записать. Игра продолжается как была; продолжите партию, когда запись в журнал снова станет возможной.</translation>
    </message>
    <message>
        <source>The session could not be opened ({why}). The game goes on as it was.</source>
        <translation>Не удалось открыть партию ({why}). Игра продолжается как была.</translation>
    </message>
    <message>
        <source>The interrupted game cannot be resumed ({why}).</source>
        <translation>Прерванную игру нельзя продолжить ({why}).</translation>
    </message>
    <message>
        <source>The unfinished round could not be dropped ({why}); it is offered again at the next start.</source>
        <translation>Не удалось отбросить незаконченный раунд ({why}); он будет предложен снова при следующем запуске.</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Продолжить прерванную игру?</translation>
    </message>
    <message>
        <source>Your game in the session “{name}” was interrupted in round {number}. Resume it where it stopped?</source>
        <translation>Ваша игра в партии «{name}» прервалась в раунде {number}. Продолжить с того же места?</translation>
    </message>
    <message>
        <source>The session could not be read ({why}).</source>
        <translation>Не удалось прочитать партию ({why}).</translation>
    </message>
    <message>
        <source>The deal of the day&apos;s result could not be kept ({why}).</source>
        <translation>Не удалось сохранить результат раздачи дня ({why}).</translation>
    </message>
    <message>
        <source>The game in progress could not be read; it was kept as {path} and cannot be resumed.</source>
        <translation>Не удалось прочитать сохранённую игру; файл сохранён как {path}, продолжить её нельзя.</translation>
    </message>
    <message>
        <source>The session “{name}” you were playing is no longer in the ledger. A new game is dealt, outside any session.</source>
        <translation>Партии «{name}», в которую вы играли, больше нет в журнале. Сдаётся новая игра вне партии.</translation>
    </message>
    <message>
        <source>The session “{name}” you were playing cannot be opened ({why}). A new game is dealt, outside any session.</source>
        <translation>Партию «{name}», в которую вы играли, не удаётся открыть ({why}). Сдаётся новая игра вне партии.</translation>
    </message>
    <message>
        <source>The session “{name}” is kept: Game ▸ Sessions… resumes it. This game is not recorded.</source>
        <translation>Партия «{name}» сохранена: продолжить её можно в меню «Игра ▸ Партии…». Эта игра не записывается.</translation>
    </message>
    <message>
        <source>Continue the session?</source>
        <translation>Продолжить партию?</translation>
    </message>
    <message>
        <source>You were playing the session “{name}”; its round {number} is next. Continue the session?</source>
        <translation>Вы играли партию «{name}»; следующий — раунд {number}. Продолжить партию?</translation>
    </message>
    <message>
        <source>New game plays outside the session, unrecorded; the session and its rounds stay under Game ▸ Sessions…</source>
        <translation>«Новая игра» идёт вне партии и не записывается; партия и её раунды остаются в меню «Игра ▸ Партии…».</translation>
    </message>
    <message>
        <source>&amp;Continue the session</source>
        <translation>&amp;Продолжить партию</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Your game (not in a session) was interrupted in round {number}. Resume it where it stopped?</source>
        <translation>Ваша игра (вне партии) прервалась в раунде {number}. Продолжить с того же места?</translation>
    </message>
    <message>
        <source>Later asks again next time. Start fresh drops only the unfinished round — nothing is paid until a round ends — and keeps the session and its settled rounds under Game ▸ Sessions…</source>
        <translation>«Позже» — спросить в следующий раз. «Начать заново» отбрасывает только незаконченный раунд (пока раунд не окончен, никто не платит), а партия и её завершённые раунды остаются в меню «Игра ▸ Партии…».</translation>
    </message>
    <message>
        <source>Later asks again next time. Start fresh drops the unfinished round and deals a new game.</source>
        <translation>«Позже» — спросить в следующий раз. «Начать заново» отбрасывает незаконченный раунд и раздаёт новую игру.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Start fresh</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>По&amp;зже</translation>
    </message>
    <message>
        <source>The session could not be created ({why}).</source>
        <translation>Не удалось создать партию ({why}).</translation>
    </message>
    <message>
        <source>The sessions could not be read ({why}).</source>
        <translation>Не удалось прочитать партии ({why}).</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>The ledger {path} cannot be written: the file or its folder is read-only. The game is played and the stakes of each round are kept until the game is closed; make the file writable again and they are recorded.</source>
        <translation>Журнал {path} нельзя записать: файл или его папка доступны только для чтения. Игра идёт, ставки каждого раунда хранятся до закрытия игры; сделайте файл снова доступным для записи, и они будут записаны.</translation>
    </message>
    <message>
        <source>The round could not be read ({why}). The game goes on as it was.</source>
        <translation>Не удалось прочитать раунд ({why}). Игра продолжается как была.</translation>
    </message>
    <message>
        <source>Round {number} of “{session}” was recorded without its hand history, so it cannot be replayed.</source>
        <translation>Раунд {number} партии «{session}» записан без истории, поэтому его нельзя просмотреть заново.</translation>
    </message>
    <message>
        <source>Round {number} of “{session}” cannot be replayed: {why}</source>
        <translation>Раунд {number} партии «{session}» нельзя просмотреть заново: {why}</translation>
    </message>
    <message>
        <source>“{session}”, round {number}</source>
        <translation>«{session}», раунд {number}</translation>
    </message>
    <message>
        <source>The ledger still cannot be written: the stakes of the rounds kept since it failed are kept in files beside it, and recorded when Tonk Desktop next opens the ledger and it can be written.</source>
        <translation>Журнал по-прежнему нельзя записать: ставки раундов, сохранённые после сбоя, хранятся в файлах рядом с ним и будут записаны, когда «Тонк» в следующий раз откроет журнал и его можно будет записать.</translation>
    </message>
    <message>
        <source>The ledger still cannot be written: the stakes of the rounds kept since it failed are lost now that the game is closed.</source>
        <translation>Журнал по-прежнему недоступен для записи: ставки раундов, сохранённые после сбоя, потеряны, так как игра закрыта.</translation>
    </message>
    <message>
        <source>Tonk Desktop is already open and keeping the ledger {path}. This window plays without recording the stakes, so that no round is counted twice.</source>
        <translation>Тонк уже запущен и ведёт журнал {path}. В этом окне игра идёт без записи ставок, чтобы ни один раунд не был учтён дважды.</translation>
    </message>
    <message>
        <source>{why}

The game is played without recording the stakes.</source>
        <translation>{why}

Игра идёт без записи ставок.</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Learn to play</source>
        <translation>Учиться играть</translation>
    </message>
    <message>
        <source>Short lessons on the real table, in order: each deals prepared cards and waits for your move. Any lesson can be played again.</source>
        <translation>Короткие уроки за настоящим столом, по порядку: каждый сдаёт подготовленные карты и ждёт вашего хода. Любой урок можно пройти заново.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>&amp;Practice with open cards</source>
        <translation>&amp;Тренировка с открытыми картами</translation>
    </message>
    <message>
        <source>done</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>ещё не пройден</translation>
    </message>
    <message>
        <source>The house rules this table plays: a tour</source>
        <translation>Домашние правила этого стола: обзор</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Learn to play</source>
        <translation>Учиться играть</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Покажите</translation>
    </message>
    <message>
        <source>Make this step&apos;s move for me</source>
        <translation>Сделать ход этого шага за меня</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Н&amp;азад</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Уроки…</translation>
    </message>
    <message>
        <source>This table&apos;s house rules</source>
        <translation>Домашние правила этого стола</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <source>&amp;End the tour</source>
        <translation>&amp;Закончить обзор</translation>
    </message>
    <message>
        <source>Practice with open cards</source>
        <translation>Тренировка с открытыми картами</translation>
    </message>
    <message>
        <source>Every hand is face up: watch how the computer players play. Press H for a hint: the status bar and this panel say why it is the move.</source>
        <translation>Все руки открыты: смотрите, как играют компьютерные игроки. H — подсказка: строка состояния и эта панель объясняют, почему это лучший ход.</translation>
    </message>
    <message>
        <source>&amp;End practice</source>
        <translation>&amp;Закончить тренировку</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Шаг {n} из {total}</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Следующий урок</translation>
    </message>
    <message>
        <source>&amp;End the lesson</source>
        <translation>&amp;Закончить урок</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Учиться играть…</translation>
    </message>
    <message>
        <source>Learn to play Tonk?</source>
        <translation>Научиться играть в тонк?</translation>
    </message>
    <message>
        <source>New to Tonk? Short lessons on the table teach it from the start, by playing. You can find them later under Help ▸ Learn to play.</source>
        <translation>Впервые играете в тонк? Короткие уроки за столом научат игре с самого начала, прямо в игре. Позже их можно найти в меню Справка ▸ Учиться играть.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Учиться играть</translation>
    </message>
    <message>
        <source>&amp;No, thanks</source>
        <translation>&amp;Нет, спасибо</translation>
    </message>
    <message>
        <source>Lesson done. Choose the next one, or go back to your game.</source>
        <translation>Урок пройден. Выберите следующий или вернитесь к своей игре.</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move.</source>
        <translation>Смотрите на ход другого игрока.</translation>
    </message>
    <message>
        <source>Press Next when you have read this (Enter on the Next button).</source>
        <translation>Прочитав, нажмите «Далее» (Enter на кнопке «Далее»).</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>запас</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>the open table</source>
        <translation>свободное место на столе</translation>
    </message>
    <message>
        <source>the spread lit on the table</source>
        <translation>подсвеченная комбинация на столе</translation>
    </message>
    <message>
        <source>the Knock button</source>
        <translation>кнопка «Стук»</translation>
    </message>
    <message>
        <source>the Declare 49 button</source>
        <translation>кнопка «Объявить 49»</translation>
    </message>
    <message>
        <source>your points, beside your hand</source>
        <translation>ваши очки, рядом с рукой</translation>
    </message>
    <message>
        <source>the round&apos;s result</source>
        <translation>итог раунда</translation>
    </message>
    <message>
        <source>Lit: {targets}.</source>
        <translation>Подсвечено: {targets}.</translation>
    </message>
    <message>
        <source>Practice with open cards: every hand is face up.</source>
        <translation>Тренировка с открытыми картами: все руки открыты.</translation>
    </message>
    <message>
        <source>This lesson is over: choose the next one in the lesson panel, or go back to your game.</source>
        <translation>Этот урок окончен: выберите следующий на панели урока или вернитесь к своей игре.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next in the lesson panel.</source>
        <translation>Сначала прочитайте этот шаг, затем нажмите «Далее» на панели урока.</translation>
    </message>
    <message>
        <source>Wait: {name} is playing.</source>
        <translation>Подождите: ходит {name}.</translation>
    </message>
    <message>
        <source>That move is not allowed. {reason}</source>
        <translation>Этот ход не разрешён. {reason}</translation>
    </message>
    <message>
        <source>Not this move now. {why}</source>
        <translation>Сейчас нужен не этот ход. {why}</translation>
    </message>
    <message>
        <source>Instead: {move}.</source>
        <translation>Вместо этого: {move}.</translation>
    </message>
    <message>
        <source>The lesson&apos;s next move</source>
        <translation>Следующий ход урока</translation>
    </message>
    <message>
        <source>The cards, their points and the goal</source>
        <translation>Карты, их очки и цель игры</translation>
    </message>
    <message>
        <source>What each card counts, and what a round is played for.</source>
        <translation>Сколько стоит каждая карта и ради чего играется раунд.</translation>
    </message>
    <message>
        <source>Tonk is played with one deck of 52 cards. Every card left in your hand counts points: an ace 1, two to ten what they show, a jack, queen or king 10. Your hand counts 29 points: the badge beside your cards says so.</source>
        <translation>В тонк играют одной колодой из 52 карт. Каждая карта, оставшаяся на руке, идёт в счёт очков: туз 1, от двойки до десятки — по номиналу, валет, дама и король — 10. У вас на руке 29 очков: это показывает значок рядом с картами.</translation>
    </message>
    <message>
        <source>The goal of every round: be left with the fewest points, or with no cards at all. Cards leave your hand in spreads laid on the table, and one a turn onto the discard pile. Your ace costs 1 point, your K♦ 10.</source>
        <translation>Цель каждого раунда — остаться с наименьшим числом очков или вовсе без карт. Карты уходят из руки в комбинациях, выложенных на стол, и по одной за ход в сброс. Ваш туз стоит 1 очко, K♦ — 10.</translation>
    </message>
    <message>
        <source>A turn starts with a draw. Draw the top card of the stock: press T, double-click the stock, or drag it to your hand.</source>
        <translation>Ход начинается со взятия карты. Возьмите верхнюю карту запаса: нажмите T, дважды щёлкните по запасу или перетащите его к своей руке.</translation>
    </message>
    <message>
        <source>Every turn starts with a draw, and this lesson starts with the stock.</source>
        <translation>Каждый ход начинается со взятия карты, и этот урок начинается с запаса.</translation>
    </message>
    <message>
        <source>You drew the 3♦. End your turn by discarding one card: the K♦, at 10 points your costliest card. Select it and press D, or drag it onto the discard pile.</source>
        <translation>Вы взяли 3♦. Закончите ход, сбросив одну карту: K♦, самую дорогую — 10 очков. Выберите её и нажмите D или перетащите в сброс.</translation>
    </message>
    <message>
        <source>The K♦ counts 10 and fits with nothing: throwing it away takes the most points off your hand.</source>
        <translation>Карта K♦ стоит 10 и ни к чему не подходит: её сброс сильнее всего уменьшит очки на руке.</translation>
    </message>
    <message>
        <source>Drawing from the stock or the pile, and discarding</source>
        <translation>Взять из запаса или из сброса и сбросить</translation>
    </message>
    <message>
        <source>Which card to take, and which to throw.</source>
        <translation>Какую карту брать и какую сбрасывать.</translation>
    </message>
    <message>
        <source>The top card of the discard pile, the 8♣, lies face up: you may take it instead of the stock&apos;s top card. It fits your 5♣ 6♣ 7♣. Take it: press P, double-click it, or drag it to your hand.</source>
        <translation>Верхняя карта сброса, 8♣, лежит открыто: её можно взять вместо карты из запаса. Она подходит к вашим 5♣ 6♣ 7♣. Возьмите её: нажмите P, дважды щёлкните по ней или перетащите к руке.</translation>
    </message>
    <message>
        <source>The 8♣ on the pile fits your 5♣ 6♣ 7♣; the stock&apos;s card is a blind guess.</source>
        <translation>8♣ из сброса подходит к вашим 5♣ 6♣ 7♣, а карта из запаса — игра вслепую.</translation>
    </message>
    <message>
        <source>Now discard. The card you just took may not go back on the pile this turn. The 9♥ counts 9 and fits nothing: discard it.</source>
        <translation>Теперь сбросьте карту. Только что взятую карту в этот ход вернуть в сброс нельзя. 9♥ стоит 9 и ни к чему не подходит: сбросьте её.</translation>
    </message>
    <message>
        <source>The 9♥ is your highest card that fits nothing.</source>
        <translation>9♥ — самая дорогая из ваших карт, которые ни к чему не подходят.</translation>
    </message>
    <message>
        <source>Ann&apos;s turn: watch what she draws and throws.</source>
        <translation>Ход Ани: смотрите, что она берёт и сбрасывает.</translation>
    </message>
    <message>
        <source>Your turn again. Ann threw the Q♠: it fits nothing of yours and would add 10 points. Draw from the stock instead (T).</source>
        <translation>Снова ваш ход. Аня сбросила Q♠: она ни к чему у вас не подходит и добавит 10 очков. Возьмите лучше из запаса (T).</translation>
    </message>
    <message>
        <source>The Q♠ fits none of your cards and counts 10.</source>
        <translation>Q♠ не подходит ни к одной вашей карте и стоит 10.</translation>
    </message>
    <message>
        <source>You drew the 4♣: your clubs now run from 4 to 8. Discard the 2♦, the one card that fits nothing.</source>
        <translation>Вы взяли 4♣: ваши трефы теперь идут от 4 до 8. Сбросьте 2♦ — единственную карту, которая ни к чему не подходит.</translation>
    </message>
    <message>
        <source>Every other card of yours belongs to the clubs from 4 to 8.</source>
        <translation>Все остальные ваши карты входят в трефы от 4 до 8.</translation>
    </message>
    <message>
        <source>Spreads: books and runs (the ace is low)</source>
        <translation>Комбинации: наборы и последовательности (туз младший)</translation>
    </message>
    <message>
        <source>Laying cards down so they no longer count.</source>
        <translation>Выкладываем карты, чтобы они больше не считались.</translation>
    </message>
    <message>
        <source>Draw from the stock (T).</source>
        <translation>Возьмите карту из запаса (T).</translation>
    </message>
    <message>
        <source>The card this lesson needs is on top of the stock.</source>
        <translation>Нужная этому уроку карта лежит сверху запаса.</translation>
    </message>
    <message>
        <source>You drew the 7♣. Three or four cards of one rank make a book. Select the three sevens (click each, or ← → and Space) and lay them: press S, or drag them to the table.</source>
        <translation>Вы взяли 7♣. Три или четыре карты одного достоинства составляют набор. Выберите три семёрки (щёлкните по каждой или ← → и пробел) и выложите их: нажмите S или перетащите на стол.</translation>
    </message>
    <message>
        <source>The three sevens are a book: laid down, they no longer count.</source>
        <translation>Три семёрки — это набор: выложенные, они больше не считаются.</translation>
    </message>
    <message>
        <source>2♠ 3♠ is no spread yet: a run needs three or more cards in sequence, all of one suit. Discard the K♥.</source>
        <translation>2♠ 3♠ — ещё не комбинация: для последовательности нужно три или больше карт подряд одной масти. Сбросьте K♥.</translation>
    </message>
    <message>
        <source>The K♥ counts 10 and fits nothing; keep 2♠ 3♠ for a third spade.</source>
        <translation>K♥ стоит 10 и ни к чему не подходит; 2♠ 3♠ оставьте до третьей пики.</translation>
    </message>
    <message>
        <source>Ann&apos;s turn: watch what she throws.</source>
        <translation>Ход Ани: смотрите, что она сбросит.</translation>
    </message>
    <message>
        <source>Ann threw the A♠. With your 2♠ 3♠ it makes a run, A♠ 2♠ 3♠. The ace is low only: A-2-3 is a run, Q-K-A is not. Take it (P).</source>
        <translation>Аня сбросила A♠. С вашими 2♠ 3♠ он даёт последовательность A♠ 2♠ 3♠. Туз только младший: A-2-3 — последовательность, а Q-K-A — нет. Возьмите его (P).</translation>
    </message>
    <message>
        <source>The A♠ makes a run with your 2♠ 3♠.</source>
        <translation>A♠ составляет последовательность с вашими 2♠ 3♠.</translation>
    </message>
    <message>
        <source>Lay the run A♠ 2♠ 3♠: select the three cards and press S.</source>
        <translation>Выложите последовательность A♠ 2♠ 3♠: выберите три карты и нажмите S.</translation>
    </message>
    <message>
        <source>A♠ 2♠ 3♠ is a run: three spades in sequence, the ace low.</source>
        <translation>A♠ 2♠ 3♠ — последовательность: три пики подряд, туз младший.</translation>
    </message>
    <message>
        <source>Your hand is empty after your spreads, with no discard: you have tonked out, and win double. A later lesson tells more.</source>
        <translation>После комбинаций рука пуста, а сброса не было: это тонк-аут, выигрыш двойной. Подробнее — в одном из следующих уроков.</translation>
    </message>
    <message>
        <source>Hitting your own and others&apos; spreads</source>
        <translation>Добавление карт к своим и чужим комбинациям</translation>
    </message>
    <message>
        <source>One card at a time onto any spread on the table.</source>
        <translation>По одной карте на любую комбинацию на столе.</translation>
    </message>
    <message>
        <source>Ann plays first: watch her lay a spread.</source>
        <translation>Первой ходит Аня: смотрите, как она выкладывает комбинацию.</translation>
    </message>
    <message>
        <source>Ann laid a run, 9♦ 10♦ J♦. Your turn: draw from the stock (T).</source>
        <translation>Аня выложила последовательность 9♦ 10♦ J♦. Ваш ход: возьмите карту из запаса (T).</translation>
    </message>
    <message>
        <source>This lesson&apos;s card waits on top of the stock.</source>
        <translation>Карта этого урока ждёт сверху запаса.</translation>
    </message>
    <message>
        <source>Lay your run 5♣ 6♣ 7♣: select the three cards and press S.</source>
        <translation>Выложите свою последовательность 5♣ 6♣ 7♣: выберите три карты и нажмите S.</translation>
    </message>
    <message>
        <source>5♣ 6♣ 7♣ is a run; laid down, it no longer counts.</source>
        <translation>5♣ 6♣ 7♣ — последовательность; выложенная, она больше не считается.</translation>
    </message>
    <message>
        <source>A hit adds one card to a spread on the table. Your 8♣ extends your run to 5♣ 6♣ 7♣ 8♣: drag it onto the run, or select it, press ↓ until the hit is shown, and Enter.</source>
        <translation>Можно добавить одну карту к комбинации на столе. Ваша 8♣ продлевает последовательность до 5♣ 6♣ 7♣ 8♣: перетащите её на последовательность или выберите её, нажимайте ↓, пока не появится этот ход, и Enter.</translation>
    </message>
    <message>
        <source>The 8♣ fits the end of your run 5♣ 6♣ 7♣.</source>
        <translation>8♣ подходит к концу вашей последовательности 5♣ 6♣ 7♣.</translation>
    </message>
    <message>
        <source>You may hit other players&apos; spreads too. The Q♦ fits Ann&apos;s 9♦ 10♦ J♦: hit her run with it.</source>
        <translation>Добавлять карты можно и к чужим комбинациям. Q♦ подходит к 9♦ 10♦ J♦ Ани: добавьте её к этой последовательности.</translation>
    </message>
    <message>
        <source>The Q♦ follows the J♦ of Ann&apos;s run.</source>
        <translation>Q♦ идёт следом за J♦ в последовательности Ани.</translation>
    </message>
    <message>
        <source>Discard your last card, the K♠.</source>
        <translation>Сбросьте последнюю карту, K♠.</translation>
    </message>
    <message>
        <source>The K♠ is the only card left in your hand.</source>
        <translation>K♠ — единственная карта в вашей руке.</translation>
    </message>
    <message>
        <source>Your last card went onto the discard pile: you went out, and win 1 from every other player.</source>
        <translation>Последняя карта ушла в сброс: это простой выход, вы получаете по 1 с каждого игрока.</translation>
    </message>
    <message>
        <source>Knocking: when it wins and when you are caught</source>
        <translation>Стук: когда он выигрывает и когда вас ловят</translation>
    </message>
    <message>
        <source>Ending the round with the lowest hand, or paying for it.</source>
        <translation>Закончить раунд с наименьшей рукой — или заплатить за ошибку.</translation>
    </message>
    <message>
        <source>Your hand counts 12, a low total. At the start of your turn, instead of drawing, you may knock: every hand is shown and the lowest total wins. Press Knock (K).</source>
        <translation>В вашей руке 12 очков — это мало. В начале хода вместо взятия карты можно постучать: все открывают руки, и побеждает наименьшая сумма. Нажмите «Стук» (K).</translation>
    </message>
    <message>
        <source>12 points is a low hand: this is the moment to knock.</source>
        <translation>12 очков — маленькая рука: самое время постучать.</translation>
    </message>
    <message>
        <source>Ann held 47 points. Your 12 was the lowest, so your knock won 1 from her. Now the other side of knocking.</source>
        <translation>У Ани было 47 очков. Ваши 12 — наименьшая сумма, и стук выиграл у неё 1. Теперь другая сторона стука.</translation>
    </message>
    <message>
        <source>The same 12 points. Knock again (K) and see what Ann holds.</source>
        <translation>Те же 12 очков. Постучите снова (K) и посмотрите, что у Ани.</translation>
    </message>
    <message>
        <source>This deal shows what happens when a knock goes wrong.</source>
        <translation>Эта раздача показывает, что бывает, когда стук не удался.</translation>
    </message>
    <message>
        <source>Ann held 9. A knocker whose total is not strictly the lowest is caught: you pay Ann 2, and she gets 1 more for the win. A tie catches the knocker too. Knock when you are likely lowest.</source>
        <translation>У Ани было 9. Постучавшего ловят, если у кого-то очков столько же или меньше: вы платите Ане 2, и ещё 1 она получает за победу. Стучите, когда у вас, вероятно, меньше всех очков.</translation>
    </message>
    <message>
        <source>Tonking out (double) and going out on the discard</source>
        <translation>Тонк-аут (вдвойне) и выход со сбросом</translation>
    </message>
    <message>
        <source>Emptying your hand, with or without a last discard.</source>
        <translation>Опустошить руку — с последним сбросом или без него.</translation>
    </message>
    <message>
        <source>You drew the 9♣. Lay the run 4♥ 5♥ 6♥ (select the three, press S).</source>
        <translation>Вы взяли 9♣. Выложите последовательность 4♥ 5♥ 6♥ (выберите три карты, нажмите S).</translation>
    </message>
    <message>
        <source>4♥ 5♥ 6♥ is a run: the first of your two spreads.</source>
        <translation>4♥ 5♥ 6♥ — последовательность: первая из двух ваших комбинаций.</translation>
    </message>
    <message>
        <source>Now lay the book of nines. That empties your hand without a discard: a tonk out.</source>
        <translation>Теперь выложите набор девяток. Рука опустеет без сброса: это тонк-аут.</translation>
    </message>
    <message>
        <source>The three nines are a book, and your last cards.</source>
        <translation>Три девятки — набор, и это ваши последние карты.</translation>
    </message>
    <message>
        <source>A tonk out pays double: 2 from every other player. Next: going out with a discard.</source>
        <translation>Тонк-аут оплачивается вдвойне: по 2 с каждого. Дальше — выход со сбросом.</translation>
    </message>
    <message>
        <source>You drew the 8♥. Lay the run 4♥ 5♥ 6♥ 7♥ 8♥: a run may be long.</source>
        <translation>Вы взяли 8♥. Выложите последовательность 4♥ 5♥ 6♥ 7♥ 8♥: последовательность может быть длинной.</translation>
    </message>
    <message>
        <source>All five hearts make one run.</source>
        <translation>Все пять червей составляют одну последовательность.</translation>
    </message>
    <message>
        <source>One card is left. Discard the K♦: your hand is empty after the discard, so you go out.</source>
        <translation>Осталась одна карта. Сбросьте K♦: после сброса рука пуста, это простой выход.</translation>
    </message>
    <message>
        <source>The K♦ is your last card.</source>
        <translation>K♦ — ваша последняя карта.</translation>
    </message>
    <message>
        <source>Going out on the discard pays 1 from every other player, half a tonk out.</source>
        <translation>Простой выход со сбросом приносит по 1 с каждого — половину тонк-аута.</translation>
    </message>
    <message>
        <source>A dealt 49 or 50</source>
        <translation>Розданные 49 или 50</translation>
    </message>
    <message>
        <source>The hand that wins before anyone plays.</source>
        <translation>Рука, которая выигрывает ещё до начала игры.</translation>
    </message>
    <message>
        <source>You were dealt K, Q, J, 10 and 9: 49 points. A hand dealt with 49 or 50 points is a dealt tonk: it wins 2 from every other player at once, and the hand is not played.</source>
        <translation>Вам пришли K, Q, J, 10 и 9: 49 очков. Рука с 49 или 50 очками при раздаче — это тонк при раздаче: она сразу выигрывает по 2 с каждого, и раздача не разыгрывается.</translation>
    </message>
    <message>
        <source>Under the encyclopedia&apos;s rule a dealt 49 wins only when you declare it, as the first thing of your first turn. Press Declare 49 (or Enter).</source>
        <translation>По правилу энциклопедии розданные 49 выигрывают, только если объявить их самым первым действием первого хода. Нажмите «Объявить 49» (или Enter).</translation>
    </message>
    <message>
        <source>Any other move first, and the 49 wins nothing.</source>
        <translation>Если сначала сделать любой другой ход, 49 ничего не выиграют.</translation>
    </message>
    <message>
        <source>Declared: your 49 wins 2 from everyone. Once play has started, reaching 49 or 50 means nothing.</source>
        <translation>Объявлено: ваши 49 выигрывают по 2 с каждого. Если 49 или 50 набираются уже в ходе игры, это ничего не значит.</translation>
    </message>
    <message>
        <source>Reading the round end and the stakes</source>
        <translation>Как читать итог раунда и ставки</translation>
    </message>
    <message>
        <source>Who pays whom, and how much.</source>
        <translation>Кто кому платит и сколько.</translation>
    </message>
    <message>
        <source>Ann plays first, and knocks: watch.</source>
        <translation>Аня ходит первой и стучит: смотрите.</translation>
    </message>
    <message>
        <source>Ann knocked with 12, but your hand counts 8: Ann is caught. A caught knocker pays 2 to every player as low or lower: she pays you 2.</source>
        <translation>Аня постучала с 12, но в вашей руке 8: Аню поймали. Пойманный платит по 2 каждому, у кого столько же или меньше: она платит вам 2.</translation>
    </message>
    <message>
        <source>The lowest hand also wins 1 from every other player: 1 more from Ann, 1 from Bob. The panel lists every payment; the column ‘This round’ adds them up: you +4, Ann −3, Bob −1.</source>
        <translation>Наименьшая рука ещё получает по 1 с каждого: ещё 1 с Ани и 1 с Бори. На панели перечислены все платежи; столбец «За раунд» их складывает: вы +4, Аня −3, Боря −1.</translation>
    </message>
    <message>
        <source>Amounts are in units of the stake your table plays for (Game ▸ Settings). The Balance column keeps each player&apos;s total for the game.</source>
        <translation>Суммы указаны в единицах ставки вашего стола (Игра ▸ Настройки). Столбец «Баланс» хранит итог каждого игрока за игру.</translation>
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
        <translation>{list} и {last}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Draw from the stock</source>
        <translation>Взять карту из запаса</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>Взять верхнюю карту сброса</translation>
    </message>
    <message>
        <source>Move over the cards of your hand</source>
        <translation>Перемещение по картам на руке</translation>
    </message>
    <message>
        <source>Select or deselect the card under the focus</source>
        <translation>Выбрать карту под фокусом или снять выбор</translation>
    </message>
    <message>
        <source>Step through the moves of the chosen cards (each spread it can hit, the discard)</source>
        <translation>Перебрать ходы выбранных карт (каждая комбинация, к которой их можно добавить, сброс)</translation>
    </message>
    <message>
        <source>Lay the selected cards as a spread</source>
        <translation>Выложить выбранные карты комбинацией</translation>
    </message>
    <message>
        <source>Discard the selected (or focused) card</source>
        <translation>Сбросить выбранную карту (или карту под фокусом)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Постучать</translation>
    </message>
    <message>
        <source>Hint: highlight the move the strongest computer player would make</source>
        <translation>Подсказка: выделить ход, который сделал бы сильнейший компьютерный игрок</translation>
    </message>
    <message>
        <source>Clear the selection and the hint</source>
        <translation>Снять выбор и подсказку</translation>
    </message>
    <message>
        <source>Next round (when the round is over)</source>
        <translation>Следующий раунд (когда раунд окончен)</translation>
    </message>
    <message>
        <source>Review the round just played, every hand face up (when the round is over)</source>
        <translation>Разобрать только что сыгранный раунд, все руки открыты (когда раунд окончен)</translation>
    </message>
    <message>
        <source>Sound off or on (mute)</source>
        <translation>Выключить или включить звук</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Open a hand history to review it</source>
        <translation>Открыть историю раунда для разбора</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>One action back or forward</source>
        <translation>На ход назад или вперёд</translation>
    </message>
    <message>
        <source>The deal or the round&apos;s end</source>
        <translation>Раздача или конец раунда</translation>
    </message>
    <message>
        <source>The chosen player&apos;s next or previous decision</source>
        <translation>Следующее или предыдущее решение выбранного игрока</translation>
    </message>
    <message>
        <source>Leave the review: back to the game</source>
        <translation>Закончить разбор и вернуться к игре</translation>
    </message>
    <message>
        <source>Alt+the underlined letter</source>
        <translation>Alt+подчёркнутая буква</translation>
    </message>
    <message>
        <source>The lesson panel&apos;s buttons: Next, Show me, Back, Lessons…, End the lesson. After a page to read, Next has the focus: Enter turns the page</source>
        <translation>Кнопки панели урока: Далее, Покажите, Назад, Уроки…, Закончить урок. После страницы для чтения фокус на кнопке «Далее»: Enter переворачивает страницу</translation>
    </message>
    <message>
        <source>In a review</source>
        <translation>Во время разбора</translation>
    </message>
    <message>
        <source>In a lesson</source>
        <translation>Во время урока</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sounds: synthesised for this game by its own script (packaging/make_sounds.py), public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Звуки: синтезированы для этой игры её собственным скриптом (packaging/make_sounds.py), общественное достояние по CC0 1.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tonk</source>
        <translation>Тонк</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Стук</translation>
    </message>
    <message>
        <source>Take the highlighted move: the hint; else declare a dealt 49, or draw (the discard when the stock is empty; never declining it), or lay the selected cards, or hit with or discard the focused card</source>
        <translation>Сделать выделенный ход: подсказку; иначе объявить розданные 49 или взять карту (из сброса, если запас пуст; отказа от сброса не будет), выложить выбранные карты, добавить карту в фокусе к комбинации или сбросить её</translation>
    </message>
    <message>
        <source>Continue: the next computer player&apos;s turn (when Settings pauses after each)</source>
        <translation>Продолжить: ход следующего компьютерного игрока (когда в настройках включена пауза после каждого хода)</translation>
    </message>
    <message>
        <source>Undo your last turn and the computers&apos; moves after it (practice games)</source>
        <translation>Отменить свой последний ход и ходы компьютеров после него (в тренировочной игре)</translation>
    </message>
    <message>
        <source>Redo: play the turn taken back again</source>
        <translation>Повторить: снова сделать отменённый ход</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Lay your hand down: the lowest total wins; a tie or a lower total catches you (K)</source>
        <translation>Открыть руку: выигрывает наименьшая сумма; при равной или меньшей сумме у другого вас ловят (K)</translation>
    </message>
    <message>
        <source>Declare &amp;49</source>
        <translation>Объявить &amp;49</translation>
    </message>
    <message>
        <source>Show your dealt 49 and win double</source>
        <translation>Показать розданные 49 и выиграть двойную ставку</translation>
    </message>
    <message>
        <source>&amp;Decline the discard</source>
        <translation>&amp;Отказаться от сброса</translation>
    </message>
    <message>
        <source>The stock is empty: refuse the discard and end the round</source>
        <translation>Запас пуст: отказаться от карты из сброса и закончить раунд</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>По мастям</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>По достоинству</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>Продолжи&amp;ть</translation>
    </message>
    <message>
        <source>The next computer player&apos;s turn (C); Settings ▸ Table and cards sets the pause</source>
        <translation>Ход следующего компьютерного игрока (C); паузу задают «Настройки ▸ Стол и карты»</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Новая &amp;игра</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>&amp;Следующий раунд</translation>
    </message>
    <message>
        <source>Play &amp;deal number…</source>
        <translation>Раздача по но&amp;меру…</translation>
    </message>
    <message>
        <source>&amp;Redo your turn</source>
        <translation>Повторить отменённый &amp;ход</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Save the round&apos;s hand &amp;history…</source>
        <translation>Сохранить ист&amp;орию раунда…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Draw from the &amp;stock</source>
        <translation>Взять из &amp;запаса</translation>
    </message>
    <message>
        <source>Take the dis&amp;card</source>
        <translation>Взять из с&amp;броса</translation>
    </message>
    <message>
        <source>Lay a s&amp;pread</source>
        <translation>Выложить &amp;комбинацию</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Сб&amp;росить</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>&amp;About Tonk</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>С&amp;правка</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Начать новую игру?</translation>
    </message>
    <message>
        <source>A round is being played. Start a new game and throw it away?</source>
        <translation>Раунд ещё идёт. Бросить его и начать новую игру?</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends. The new game leaves the session “{session}” and is not recorded; the session&apos;s finished rounds are kept and Game ▸ Sessions… resumes it.</source>
        <translation>Пока раунд не окончен, никто не платит. Новая игра выходит из партии «{session}» и не записывается; завершённые раунды партии сохранены, продолжить её можно в меню «Игра ▸ Партии…».</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends; the balances start again from zero.</source>
        <translation>Пока раунд не окончен, никто не платит; балансы начнутся заново с нуля.</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Начать новую партию?</translation>
    </message>
    <message>
        <source>A round is being played. Start the new session and throw it away?</source>
        <translation>Идёт раунд. Начать новую партию и бросить его?</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends. The round is not recorded; the finished rounds of the session “{session}” are kept and Game ▸ Sessions… resumes it.</source>
        <translation>Пока раунд не окончен, никто не платит. Этот раунд не записывается; завершённые раунды партии «{session}» сохранены, продолжить её можно в меню «Игра ▸ Партии…».</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends: this game&apos;s balances are not kept.</source>
        <translation>Пока раунд не окончен, никто не платит: балансы этой игры не сохраняются.</translation>
    </message>
    <message>
        <source>Quit Tonk?</source>
        <translation>Выйти из Тонка?</translation>
    </message>
    <message>
        <source>A round is being played. Quit now?</source>
        <translation>Раунд ещё идёт. Выйти сейчас?</translation>
    </message>
    <message>
        <source>The round is kept with the session “{session}”: the next start offers to resume it where it stopped.</source>
        <translation>Раунд сохранится в партии «{session}»: при следующем запуске игра предложит продолжить его с того же места.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>There is no turn of yours to take back.</source>
        <translation>Нет вашего хода, который можно отменить.</translation>
    </message>
    <message>
        <source>There is no turn taken back to play again.</source>
        <translation>Нет отменённого хода, который можно повторить.</translation>
    </message>
    <message>
        <source>No undo in a ledger session: money is at stake. New game or Play deal number… starts a practice game, where you can take turns back.</source>
        <translation>В партии, записываемой в журнал, отмены нет: на кону деньги. «Новая игра» или «Раздача по номеру…» начинают тренировочную игру, где ходы можно отменять.</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Раздача по номеру</translation>
    </message>
    <message>
        <source>The deal number (1 to {max}) shown in the game log and at a round&apos;s end: the same number deals the same cards, here or at a friend&apos;s computer.</source>
        <translation>Номер раздачи (от 1 до {max}), который показан в «Ходе игры» и в конце раунда: тот же номер сдаёт те же карты — здесь или на компьютере друга.</translation>
    </message>
    <message>
        <source>Deal number {deal}, in a practice game.</source>
        <translation>Раздача № {deal}, в тренировочной игре.</translation>
    </message>
    <message>
        <source>Left the session “{session}”: its rounds are kept, and Game ▸ Sessions… resumes it. This game is not recorded.</source>
        <translation>Вы вышли из партии «{session}»: её раунды сохранены, продолжить её можно в меню «Игра ▸ Партии…». Эта игра не записывается.</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Сначала доиграйте этот раунд.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Подсказка — только в ваш ход.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Обдумываю подсказку…</translation>
    </message>
    <message>
        <source>Hint: {move} ({why}). Press Enter to play it.</source>
        <translation>Подсказка: {move} ({why}). Нажмите Enter, чтобы сыграть.</translation>
    </message>
    <message>
        <source>Hint: {move}. Press Enter to play it.</source>
        <translation>Подсказка: {move}. Нажмите Enter, чтобы сыграть так.</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>На этот раз подсказки нет: компьютер не смог её найти.</translation>
    </message>
    <message>
        <source>The selected cards make no spread: select one card to hit or discard.</source>
        <translation>Выбранные карты не составляют комбинацию: выберите одну карту, чтобы добавить её к комбинации или сбросить.</translation>
    </message>
    <message>
        <source>No move to choose: select cards with the arrow keys and Space.</source>
        <translation>Нет хода на выбор: выберите карты стрелками и пробелом.</translation>
    </message>
    <message>
        <source>Move: {move}. Press Enter to play it, Up or Down for another.</source>
        <translation>Ход: {move}. Enter — сыграть, вверх или вниз — другой ход.</translation>
    </message>
    <message>
        <source>The hint: knock now</source>
        <translation>Подсказка: стучите сейчас</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>взять карту из запаса</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>взять карту из сброса</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>сбросить {card}</translation>
    </message>
    <message>
        <source>lay {cards}</source>
        <translation>выложить {cards}</translation>
    </message>
    <message>
        <source>hit {target} with {card}</source>
        <translation>добавить {card} к {target}</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>постучать</translation>
    </message>
    <message>
        <source>decline the discard</source>
        <translation>отказаться от сброса</translation>
    </message>
    <message>
        <source>declare your 49</source>
        <translation>объявить свои 49</translation>
    </message>
    <message>
        <source>Computer player error: {message}</source>
        <translation>Ошибка компьютерного игрока: {message}</translation>
    </message>
    <message>
        <source>{title} — press N for the next round.</source>
        <translation>{title} — N: следующий раунд.</translation>
    </message>
    <message>
        <source>Paused: press Continue (C) for {name}&apos;s turn.</source>
        <translation>Пауза: нажмите «Продолжить» (C), чтобы пошёл {name}.</translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>Ваш ход…</translation>
    </message>
    <message>
        <source>Und&amp;o (not in a ledger session: money is at stake)</source>
        <translation>Отм&amp;енить (не в партии журнала: на кону деньги)</translation>
    </message>
    <message>
        <source>Und&amp;o your last turn</source>
        <translation>Отм&amp;енить свой последний ход</translation>
    </message>
    <message>
        <source>A round with a turn taken back is a practice round: not counted in statistics</source>
        <translation>Раунд, в котором ход отменяли, считается тренировочным и не входит в статистику</translation>
    </message>
    <message>
        <source>hit a spread (drag a card onto it, or ↑ ↓ to choose it and Enter)</source>
        <translation>добавьте карту к комбинации (перетащите её туда или выберите ↑ ↓ и нажмите Enter)</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {why}</source>
        <translation>Не удаётся показать правила: {why}</translation>
    </message>
    <message>
        <source>With the mouse: drag the stock or the discard to your hand to draw; click cards to select them and drag them to the table to spread; drag a card onto a spread to hit, onto the discard pile to discard. Double-click a pile to draw; double-click a card to hit with it if it fits a spread, else to discard it; with cards selected, double-click one more to lay them all as a spread, or double-click a spread to hit it with the one selected card. Clicking a card of a hinted spread selects the whole spread.</source>
        <translation>Мышью: перетащите запас или верхнюю карту сброса к себе в руку, чтобы взять карту; щёлкните карты, чтобы выбрать их, и перетащите на стол, чтобы выложить комбинацию; перетащите карту на комбинацию, чтобы добавить её туда, или на сброс, чтобы сбросить. Двойной щелчок по стопке — взять карту; по карте на руке — добавить её к комбинации, если она подходит, иначе сбросить; если карты выбраны, двойной щелчок ещё по одной выкладывает их все комбинацией, а двойной щелчок по комбинации добавляет к ней единственную выбранную карту. Щелчок по карте комбинации из подсказки выбирает всю комбинацию.</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>Ходит {name}…</translation>
    </message>
    <message>
        <source>The game is kept: the next start offers to resume it where it stopped.</source>
        <translation>Игра сохранится: при следующем запуске игра предложит продолжить её с того же места.</translation>
    </message>
    <message>
        <source>This window keeps no ledger: the round and the balances are lost.</source>
        <translation>Это окно не ведёт журнал: раунд и балансы пропадут.</translation>
    </message>
    <message>
        <source>declare your dealt 49 (Enter), or lose it</source>
        <translation>объявите розданные 49 (Enter), иначе они пропадут</translation>
    </message>
    <message>
        <source>knock (K)</source>
        <translation>постучите (K)</translation>
    </message>
    <message>
        <source>draw from the stock (T)</source>
        <translation>возьмите карту из запаса (T)</translation>
    </message>
    <message>
        <source>take the discard (P)</source>
        <translation>возьмите карту из сброса (P)</translation>
    </message>
    <message>
        <source>the stock is empty: decline the discard to end the round</source>
        <translation>запас пуст: откажитесь от сброса, чтобы закончить раунд</translation>
    </message>
    <message>
        <source>spread (S)</source>
        <translation>выложите комбинацию (S)</translation>
    </message>
    <message>
        <source>discard (D)</source>
        <translation>сбросьте карту (D)</translation>
    </message>
    <message>
        <source>play the card you took before you discard</source>
        <translation>сыграйте взятой картой, прежде чем сбросить</translation>
    </message>
    <message>
        <source>Your turn: {moves}.</source>
        <translation>Ваш ход: {moves}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>You are held this turn: you may not knock.</source>
        <translation>В этот ход вы задержаны: стучать нельзя.</translation>
    </message>
    <message>
        <source>You are held this turn: you may not lay new spreads.</source>
        <translation>В этот ход вы задержаны: новые комбинации выкладывать нельзя.</translation>
    </message>
    <message>
        <source>Rules of Tonk</source>
        <translation>Правила тонка</translation>
    </message>
    <message>
        <source>Save the round&apos;s hand history</source>
        <translation>Сохранить историю раунда</translation>
    </message>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Истории раундов (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Не удалось записать {path}: {why}</translation>
    </message>
    <message>
        <source>Saved the hand history to {path}.</source>
        <translation>История раунда сохранена в {path}.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>About Tonk</source>
        <translation>О программе «Тонк»</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tonk Desktop {version}&lt;/h2&gt;&lt;p&gt;Tonk, the knock-rummy card game, on the desktop.&lt;/p&gt;&lt;p&gt;Card art: Adrian Kennard&apos;s SVG playing cards (&lt;a href=&apos;https://www.me.uk/cards/&apos;&gt;www.me.uk/cards&lt;/a&gt;), public domain under CC0 1.0; blue and red backs recoloured by the project, also CC0.&lt;/p&gt;&lt;p&gt;Made with Qt for Python (PySide6).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tonk Desktop {version}&lt;/h2&gt;&lt;p&gt;Тонк, карточная игра семейства нок-рамми, на компьютере.&lt;/p&gt;&lt;p&gt;Карты: SVG-колода Адриана Кеннарда (&lt;a href=&apos;https://www.me.uk/cards/&apos;&gt;www.me.uk/cards&lt;/a&gt;), общественное достояние по CC0 1.0; синяя и красная рубашки перекрашены проектом, тоже CC0.&lt;/p&gt;&lt;p&gt;Сделано на Qt for Python (PySide6).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>The currency needs a three-letter code, such as USD or EUR.</source>
        <translation>Для валюты нужен трёхбуквенный код, например USD или EUR.</translation>
    </message>
    <message>
        <source>“{code}” is not a currency code. Type an ISO 4217 code, such as USD, EUR or JPY.</source>
        <translation>«{code}» — не код валюты. Введите код по ISO 4217, например USD, EUR или JPY.</translation>
    </message>
</context>
<context>
    <name>NamedRuleSets</name>
    <message>
        <source>Saved rules:</source>
        <translation>Сохранённые правила:</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>Загружено: «{name}».</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be saved.</source>
        <translation>По этим правилам играть нельзя, поэтому их нельзя сохранить.</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>Наши домашние правила</translation>
    </message>
    <message>
        <source>Save house rules</source>
        <translation>Сохранить домашние правила</translation>
    </message>
    <message>
        <source>Name for these rules:</source>
        <translation>Название этих правил:</translation>
    </message>
    <message>
        <source>Replace the saved rules “{name}” with these?</source>
        <translation>Заменить сохранённые правила «{name}» этими?</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Сохранено: «{name}».</translation>
    </message>
    <message>
        <source>The house rules were not saved: {why}. They are here until you quit.</source>
        <translation>Домашние правила не сохранены: {why}. Они останутся здесь до выхода из программы.</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>Удалить домашние правила</translation>
    </message>
    <message>
        <source>Delete the saved rules “{name}”?</source>
        <translation>Удалить сохранённые правила «{name}»?</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>Удалено: «{name}».</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be exported.</source>
        <translation>По этим правилам играть нельзя, поэтому их нельзя экспортировать.</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Экспорт домашних правил</translation>
    </message>
    <message>
        <source>Tonk house rules (*.json)</source>
        <translation>Домашние правила тонка (*.json)</translation>
    </message>
    <message>
        <source>The file could not be written: {why}</source>
        <translation>Не удалось записать файл: {why}</translation>
    </message>
    <message>
        <source>Exported “{name}” to {path}.</source>
        <translation>«{name}» экспортировано в {path}.</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Импорт домашних правил</translation>
    </message>
    <message>
        <source>Tonk house rules (*.json);;All files (*)</source>
        <translation>Домашние правила тонка (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>This file is far too big to be house rules.</source>
        <translation>Этот файл слишком велик для файла домашних правил.</translation>
    </message>
    <message>
        <source>This is a folder, not a house-rules file.</source>
        <translation>Это папка, а не файл домашних правил.</translation>
    </message>
    <message>
        <source>This file is not a house-rules file (it is not text).</source>
        <translation>Это не файл домашних правил (это не текст).</translation>
    </message>
    <message>
        <source>Nothing was imported from {path}.

{why}</source>
        <translation>Из {path} ничего не импортировано.

{why}</translation>
    </message>
    <message>
        <source>Imported “{name}” and loaded it.</source>
        <translation>«{name}» импортировано и загружено.</translation>
    </message>
</context>
<context>
    <name>NetworkAddresses</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (только этот компьютер)</translation>
    </message>
</context>
<context>
    <name>NetworkGameModel</name>
    <message>
        <source>seat open</source>
        <translation>место свободно</translation>
    </message>
    <message>
        <source>away</source>
        <translation>отошёл</translation>
    </message>
    <message>
        <source>back soon</source>
        <translation>скоро вернётся</translation>
    </message>
    <message>
        <source>away: a computer plays in a moment</source>
        <translation>отошёл: скоро за него сыграет компьютер</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>отошёл: за него играет компьютер</translation>
    </message>
    <message>
        <source>back at their next turn</source>
        <translation>вернётся на своём следующем ходу</translation>
    </message>
    <message>
        <source>No round is being played.</source>
        <translation>Сейчас раунд не идёт.</translation>
    </message>
    <message>
        <source>This screen plays only its own seat.</source>
        <translation>С этого экрана играют только за своё место.</translation>
    </message>
    <message>
        <source>Waiting for the table to answer your last move.</source>
        <translation>Ждём ответа стола на ваш последний ход.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours.</source>
        <translation>Сейчас ходит {name}, а не вы.</translation>
    </message>
    <message>
        <source>The table does not allow this move now.</source>
        <translation>Стол сейчас не разрешает этот ход.</translation>
    </message>
    <message>
        <source>The table&apos;s host starts its games.</source>
        <translation>Игры начинает хозяин стола.</translation>
    </message>
    <message>
        <source>The host deals the next round: it comes by itself.</source>
        <translation>Следующий раунд сдаёт хозяин стола: он начнётся сам.</translation>
    </message>
    <message>
        <source>The table sent a state that does not add up ({why}).</source>
        <translation>Стол прислал несогласованное состояние ({why}).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>The computer is finishing this turn for you: you play from your next turn.</source>
        <translation>Этот ход за вас заканчивает компьютер: вы играете со следующего хода.</translation>
    </message>
    <message>
        <source>Your time ran out: the computer is finishing this turn for you.</source>
        <translation>Ваше время истекло: этот ход за вас заканчивает компьютер.</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: play again.</source>
        <translation>Стол ушёл вперёд, пока шёл ваш ход: сходите ещё раз.</translation>
    </message>
    <message>
        <source>The table refused the move.</source>
        <translation>Стол отклонил ход.</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>Host a t&amp;able…</source>
        <translation>Открыть сто&amp;л…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Присоединиться к стол&amp;у…</translation>
    </message>
    <message>
        <source>Rejoin a tab&amp;le…</source>
        <translation>Вернутьс&amp;я за стол…</translation>
    </message>
    <message>
        <source>Friends at their own computers on this network join you</source>
        <translation>Друзья в этой сети присоединятся к вам со своих компьютеров</translation>
    </message>
    <message>
        <source>Sit at a table a friend hosts on this network</source>
        <translation>Сесть за стол, который друг открыл в этой сети</translation>
    </message>
    <message>
        <source>Take back a seat you had, with the token kept for it</source>
        <translation>Вернуться на своё место по сохранённому ключу</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Вернуться за стол</translation>
    </message>
    <message>
        <source>This computer keeps no seat to rejoin: join a table first.</source>
        <translation>На этом компьютере нет сохранённого места: сначала присоединитесь к столу.</translation>
    </message>
    <message>
        <source>{table} ({address}, port {port}) as {name}</source>
        <translation>{table} ({address}, порт {port}) под именем {name}</translation>
    </message>
    <message>
        <source>The seat to take back:</source>
        <translation>Место, на которое вернуться:</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
    <message>
        <source>Balances at this table</source>
        <translation>Балансы за этим столом</translation>
    </message>
    <message>
        <source>&amp;Export the session&apos;s CSV…</source>
        <translation>&amp;Экспорт партии в CSV…</translation>
    </message>
    <message>
        <source>The host&apos;s ledger writes the session&apos;s rounds; this saves them on this computer</source>
        <translation>Раунды партии записывает журнал хозяина стола; здесь они сохраняются на этот компьютер</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (вы)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Сетевой стол</translation>
    </message>
    <message>
        <source>{table}: base stake {stake}, rounds played {rounds}</source>
        <translation>{table}: базовая ставка {stake}, сыграно раундов: {rounds}</translation>
    </message>
    <message>
        <source>Re&amp;join the table</source>
        <translation>Вернутьс&amp;я за стол</translation>
    </message>
    <message>
        <source>Rejoin the table</source>
        <translation>Вернуться за стол</translation>
    </message>
    <message>
        <source>Take your seat back, with the token this computer kept</source>
        <translation>Вернуться на своё место по ключу, сохранённому на этом компьютере</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Закрыть сто&amp;л</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Выйти из-за сто&amp;ла</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Балансы</translation>
    </message>
    <message>
        <source>Tonk — {table}</source>
        <translation>Тонк — {table}</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Ждём игрока {name}…</translation>
    </message>
    <message>
        <source>Ready: the host deals the next round.</source>
        <translation>Готово: следующий раунд сдаёт хозяин стола.</translation>
    </message>
    <message>
        <source>Rejoining the table…</source>
        <translation>Возвращаемся за стол…</translation>
    </message>
    <message>
        <source>Asking the host for the session&apos;s rounds…</source>
        <translation>Запрашиваем раунды партии у хозяина стола…</translation>
    </message>
    <message>
        <source>Export the session&apos;s CSV</source>
        <translation>Экспорт партии в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Не удалось записать {path}: {why}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>Round {number}: deal verified</source>
        <translation>Раунд {number}: сдача проверена</translation>
    </message>
    <message>
        <source>Round {number}: the deal could NOT be verified — the host&apos;s cards were not the ones it promised ({why})</source>
        <translation>Раунд {number}: сдачу НЕ удалось проверить — карты хозяина стола не те, что он обещал ({why})</translation>
    </message>
    <message>
        <source>You sit at the table again.</source>
        <translation>Вы снова за столом.</translation>
    </message>
    <message>
        <source>A computer plays your seat meanwhile; Game ▸ Rejoin the table takes it back.</source>
        <translation>Пока вас нет, за вас играет компьютер; место вернёт Игра ▸ Вернуться за стол.</translation>
    </message>
    <message>
        <source>You ran out of time; the computer moves for you:</source>
        <translation>Ваше время истекло; за вас ходит компьютер:</translation>
    </message>
    <message>
        <source>{name} ran out of time; the computer moves for them:</source>
        <translation>Время игрока {name} истекло; за него ходит компьютер:</translation>
    </message>
    <message>
        <source>The table closed</source>
        <translation>Стол закрыт</translation>
    </message>
    <message>
        <source>Close the table? Everyone at it is told the table closed.</source>
        <translation>Закрыть стол? Все за ним узнают, что стол закрыт.</translation>
    </message>
    <message>
        <source>The finished rounds are in your ledger; the others can rejoin when you open the table again.</source>
        <translation>Сыгранные раунды — в вашем журнале; когда вы снова откроете стол, остальные смогут вернуться.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Выйти из-за стола?</translation>
    </message>
    <message>
        <source>A computer plays your seat until you rejoin (the seat stays yours: Game ▸ Rejoin a table… takes it back).</source>
        <translation>Пока вы не вернётесь, за вас играет компьютер (место остаётся вашим: Игра ▸ Вернуться за стол… вернёт его).</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Выйти из-за стола</translation>
    </message>
    <message>
        <source>Your turn: {move} s, then {reserve} s in reserve</source>
        <translation>Ваш ход: {move} с, затем {reserve} с резерва</translation>
    </message>
    <message>
        <source>{name}: {move} s, then {reserve} s in reserve</source>
        <translation>{name}: {move} с, затем {reserve} с резерва</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>The join code is wrong. Ask the host for the code their table shows.</source>
        <translation>Неверный код для входа. Спросите у хозяина стола код, который показывает его стол.</translation>
    </message>
    <message>
        <source>The table runs another version of Tonk, which plays by a different protocol. Both computers need the same version.</source>
        <translation>За столом другая версия Тонка с другим протоколом. На обоих компьютерах нужна одна и та же версия.</translation>
    </message>
    <message>
        <source>Every seat for a person at this table is taken.</source>
        <translation>Все места для людей за этим столом заняты.</translation>
    </message>
    <message>
        <source>The table does not know the seat this computer kept (another session, or the seat was given up). Join with the code instead.</source>
        <translation>Стол не знает места, сохранённого на этом компьютере (другая партия, или от места отказались). Войдите по коду.</translation>
    </message>
    <message>
        <source>The table refused the name: choose another (at most 40 letters).</source>
        <translation>Стол не принял имя: выберите другое (не больше 40 букв).</translation>
    </message>
    <message>
        <source>Someone at this table already has that name: choose another.</source>
        <translation>За этим столом уже есть игрок с таким именем: выберите другое.</translation>
    </message>
    <message>
        <source>The join code is wrong, and so were several before it from this computer: the table now answers each try from here only after a wait, next {seconds} s. Ask the host for the code their table shows.</source>
        <translation>Код подключения неверен, как и несколько кодов до него с этого компьютера: теперь стол отвечает на каждую попытку отсюда только после ожидания, в следующий раз через {seconds} с. Спросите у хозяина код, который показывает его стол.</translation>
    </message>
    <message>
        <source>Too many connections are waiting to join this table. Try again in a moment.</source>
        <translation>Слишком много соединений ждут подключения к этому столу. Попробуйте ещё раз чуть позже.</translation>
    </message>
    <message>
        <source>The table refused to seat you ({detail}).</source>
        <translation>Стол не принял вас ({detail}).</translation>
    </message>
    <message>
        <source>The table stopped answering (no word from it for too long).</source>
        <translation>Стол перестал отвечать (от него слишком долго ничего нет).</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Связь со столом потеряна.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
        <source>The table sent something this program cannot read.</source>
        <translation>Стол прислал то, что эта программа не может прочитать.</translation>
    </message>
    <message>
        <source>The table heard nothing from this computer for too long and let the line go.</source>
        <translation>Стол слишком долго ничего не слышал от этого компьютера и разорвал связь.</translation>
    </message>
    <message>
        <source>Your seat was taken up again from another connection.</source>
        <translation>Ваше место занято снова с другого подключения.</translation>
    </message>
    <message>
        <source>Not joined: the table did not show the certificate its invite names. Someone may be between you and the host, or the host made a new certificate. Nothing was sent to it. Ask the host for a new invite, and compare its fingerprint with the one in the host&apos;s dialog.</source>
        <translation>Вход не выполнен: стол показал не тот сертификат, что назван в приглашении. Возможно, кто-то стоит между вами и хозяином стола, или хозяин создал новый сертификат. Столу ничего не отправлено. Попросите у хозяина новое приглашение и сравните его отпечаток с тем, что показывает окно хозяина.</translation>
    </message>
    <message>
        <source>The connection to the table ended ({detail}).</source>
        <translation>Связь со столом прервана ({detail}).</translation>
    </message>
    <message>
        <source>That is not an invite: an invite begins with tonk://</source>
        <translation>Это не приглашение: приглашение начинается с tonk://</translation>
    </message>
    <message>
        <source>The invite&apos;s address cannot be read: ask the host to copy it again.</source>
        <translation>Адрес в приглашении не читается: попросите хозяина стола скопировать его ещё раз.</translation>
    </message>
    <message>
        <source>The invite&apos;s port is missing or wrong: ask the host to copy it again.</source>
        <translation>Порт в приглашении отсутствует или неверен: попросите хозяина стола скопировать его ещё раз.</translation>
    </message>
    <message>
        <source>The invite has no join code: ask the host to copy it again.</source>
        <translation>В приглашении нет кода для входа: попросите хозяина стола скопировать его ещё раз.</translation>
    </message>
    <message>
        <source>The invite has no certificate fingerprint: ask the host to copy it again.</source>
        <translation>В приглашении нет отпечатка сертификата: попросите хозяина стола скопировать его ещё раз.</translation>
    </message>
    <message>
        <source>The host closed the table. The finished rounds are in the host&apos;s ledger; when the host opens the session again, Game ▸ Rejoin a table… takes your seat back.</source>
        <translation>Хозяин закрыл стол. Сыгранные раунды — в его журнале; когда он снова откроет партию, Игра ▸ Вернуться за стол… вернёт вам место.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: this computer no longer has that address (its network is down or changed). Choose another one above, or type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы: у этого компьютера больше нет такого адреса (его сеть отключена или изменилась). Выберите другой адрес выше или введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: it does not carry the announcements tables make (multicast). Type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы: она не передаёт объявления столов (multicast). Введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: it is down. Connect it, or type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы: сеть отключена. Подключите её или введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: the system or a firewall does not allow it. Type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы: система или брандмауэр этого не разрешает. Введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: another program holds the port the announcements use (5353) and does not share it. Type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы: порт объявлений (5353) занят другой программой, и она его не делит. Введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: IPv6 is turned off on this computer. Choose an IPv4 address above, or type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы: на этом компьютере выключен IPv6. Выберите адрес IPv4 выше или введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Cannot look for tables there: it is not an address of this computer. Choose one above.</source>
        <translation>Там нельзя искать столы: это не адрес этого компьютера. Выберите адрес выше.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network (the system says: {detail}). Type the table&apos;s address and port.</source>
        <translation>В этой сети нельзя искать столы (система сообщает: {detail}). Введите адрес и порт стола.</translation>
    </message>
    <message>
        <source>Asking your router to open port {port} to the internet…</source>
        <translation>Просим роутер открыть порт {port} в интернет…</translation>
    </message>
    <message>
        <source>Your router did not renew the opening at {address} ({method}): friends on other networks may not reach the table now. This computer keeps asking; friends on this network can still join.</source>
        <translation>Роутер не продлил открытие порта {address} ({method}): друзья из других сетей сейчас, возможно, не смогут подключиться к столу. Этот компьютер продолжает просить; друзья из этой сети по-прежнему могут подключиться.</translation>
    </message>
    <message>
        <source>Mapped: friends join at {address} ({method}).</source>
        <translation>Порт открыт: друзья подключаются по адресу {address} ({method}).</translation>
    </message>
    <message>
        <source>Your router did not answer (it may not offer UPnP, PCP or NAT-PMP, or has them turned off).</source>
        <translation>Роутер не ответил (возможно, он не поддерживает UPnP, PCP и NAT-PMP или они выключены).</translation>
    </message>
    <message>
        <source>Your router refused to open port {port} ({detail}).</source>
        <translation>Роутер отказался открыть порт {port} ({detail}).</translation>
    </message>
    <message>
        <source>Your router is itself behind another router (its address, {address}, is a private one), so what it opens does not reach the internet.</source>
        <translation>Ваш роутер сам стоит за другим роутером (его адрес {address} — частный), поэтому открытый им порт не виден из интернета.</translation>
    </message>
    <message>
        <source>This computer cannot ask the router: it has no UPnP client, and no router address is known for PCP or NAT-PMP.</source>
        <translation>Этот компьютер не может обратиться к роутеру: на нём нет клиента UPnP, а адрес роутера для PCP и NAT-PMP неизвестен.</translation>
    </message>
    <message>
        <source>Friends on other networks cannot join yet: forward TCP port {port} to {address} by hand in your router&apos;s settings and give them the router&apos;s public address, or host the table with tonk-host on a server (see the server guide, docs/server.md). Friends on this network can join now.</source>
        <translation>Друзья из других сетей пока не могут подключиться: вручную перенаправьте TCP-порт {port} на {address} в настройках роутера и сообщите им публичный адрес роутера или откройте стол через tonk-host на сервере (см. руководство по серверу, docs/server.md). Друзья из этой сети могут подключиться уже сейчас.</translation>
    </message>
    <message>
        <source>Could not announce the table: this computer no longer has the address it listens at (its network is down or changed). Friends join by the invite.</source>
        <translation>Не удалось объявить стол: у этого компьютера больше нет адреса, на котором стол ждёт игроков (его сеть отключена или изменилась). Друзья входят по приглашению.</translation>
    </message>
    <message>
        <source>Could not announce the table: its network does not carry the announcements tables make (multicast). Friends join by the invite.</source>
        <translation>Не удалось объявить стол: его сеть не передаёт объявления столов (многоадресную рассылку). Друзья входят по приглашению.</translation>
    </message>
    <message>
        <source>Could not announce the table: its network is down. When it is connected again, friends join by the invite.</source>
        <translation>Не удалось объявить стол: его сеть отключена. Когда она снова подключится, друзья смогут войти по приглашению.</translation>
    </message>
    <message>
        <source>Could not announce the table: the system or a firewall does not allow it. Friends join by the invite.</source>
        <translation>Не удалось объявить стол: система или брандмауэр этого не разрешает. Друзья входят по приглашению.</translation>
    </message>
    <message>
        <source>Could not announce the table: another program holds the port the announcements use (5353) and does not share it. Friends join by the invite.</source>
        <translation>Не удалось объявить стол: порт объявлений (5353) занят другой программой, и она его не делит. Друзья входят по приглашению.</translation>
    </message>
    <message>
        <source>Could not announce the table: IPv6 is turned off on this computer. Friends join by the invite, or host at an IPv4 address.</source>
        <translation>Не удалось объявить стол: на этом компьютере выключен IPv6. Друзья входят по приглашению; или откройте стол на адресе IPv4.</translation>
    </message>
    <message>
        <source>Could not announce the table: the address it listens at is not one of this computer&apos;s. Friends join by the invite.</source>
        <translation>Не удалось объявить стол: адрес, на котором он ждёт игроков, не принадлежит этому компьютеру. Друзья входят по приглашению.</translation>
    </message>
    <message>
        <source>Could not announce the table (the system says: {detail}). Friends join by the invite.</source>
        <translation>Не удалось объявить стол (система сообщает: {detail}). Друзья входят по приглашению.</translation>
    </message>
    <message>
        <source>this computer has no TLS library to encrypt it with</source>
        <translation>на этом компьютере нет библиотеки TLS для шифрования</translation>
    </message>
    <message>
        <source>this computer&apos;s TLS library cannot read the table&apos;s key</source>
        <translation>библиотека TLS этого компьютера не может прочитать ключ стола</translation>
    </message>
    <message>
        <source>this computer&apos;s TLS library cannot serve with it</source>
        <translation>библиотека TLS этого компьютера не может принимать соединения с ним</translation>
    </message>
    <message>
        <source>This computer cannot host a table: its connections would be encrypted with the table&apos;s certificate, and {why}. No one could join. Joining other tables still works.</source>
        <translation>Этот компьютер не может быть хозяином стола: его соединения шифруются сертификатом стола, а {why}. Никто не смог бы присоединиться. К другим столам присоединяться по-прежнему можно.</translation>
    </message>
    <message>
        <source>This computer cannot host a table: the table&apos;s certificate cannot be made or read ({why}). Joining other tables still works.</source>
        <translation>Этот компьютер не может быть хозяином стола: сертификат стола нельзя ни создать, ни прочитать ({why}). К другим столам присоединяться по-прежнему можно.</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>“{text}” is not an amount of {currency} (with at most {decimals} decimals).</source>
        <translation>«{text}» — не сумма в {currency} (не больше {decimals} знаков после запятой).</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of {currency} (whole numbers only).</source>
        <translation>«{text}» — не сумма в {currency} (только целые числа).</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Session of {date}</source>
        <translation>Партия {date}</translation>
    </message>
    <message>
        <source>The current house rules</source>
        <translation>Текущие домашние правила</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Encyclopedia</source>
        <translation>Энциклопедия</translation>
    </message>
    <message>
        <source>Session name:</source>
        <translation>Название партии:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <source>Base stake:</source>
        <translation>Базовая ставка:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Валюта:</translation>
    </message>
    <message>
        <source>House rules:</source>
        <translation>Домашние правила:</translation>
    </message>
    <message>
        <source>Players and starting bankrolls (optional)</source>
        <translation>Игроки и стартовые суммы (необязательно)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Кто играет</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Стартовая сумма</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Base stake: {why}</source>
        <translation>Базовая ставка: {why}</translation>
    </message>
    <message>
        <source>The base stake must be more than zero.</source>
        <translation>Базовая ставка должна быть больше нуля.</translation>
    </message>
    <message>
        <source>The base stake is too large for a game of cards.</source>
        <translation>Базовая ставка слишком велика для карточной игры.</translation>
    </message>
    <message>
        <source>Bankroll of player {n}: {why}</source>
        <translation>Стартовая сумма игрока {n}: {why}</translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation>Партии нужно название.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>У двух игроков одинаковое имя.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Players and seats</source>
        <translation>Игроки и места</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Игроков за столом:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Кто играет</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Осторожный</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Смелый</translation>
    </message>
    <message>
        <source>Collector</source>
        <translation>Собиратель</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Расчётливый</translation>
    </message>
    <message>
        <source>Cautious: knocks only very low and keeps its low cards, so its rounds run longest, with the most spreads, hits and tonk-outs.</source>
        <translation>Осторожный: стучит только при очень малой сумме и бережёт младшие карты, поэтому его раунды длятся дольше всех, с наибольшим числом комбинаций, ударов и тонк-аутов.</translation>
    </message>
    <message>
        <source>Bold: knocks early, on a higher count than most would: short rounds.</source>
        <translation>Смелый: стучит рано, при сумме выше, чем стучат обычно: раунды короткие.</translation>
    </message>
    <message>
        <source>Collector: takes the discard for any near-spread and hits whenever it can, but knocks as soon as it holds 10 or less, so it seldom goes out.</source>
        <translation>Собиратель: берёт карту из сброса ради любой почти готовой комбинации и добавляет карты к комбинациям при каждой возможности, но стучит, как только у него 10 очков или меньше, поэтому редко выходит.</translation>
    </message>
    <message>
        <source>Calculator: never hits; knocks when the odds say the knock pays.</source>
        <translation>Расчётливый: никогда не добавляет к комбинациям; стучит, когда по расчёту стук выгоден.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Место {n}: имя</translation>
    </message>
    <message>
        <source>Seat {n}: played by</source>
        <translation>Место {n}: кто играет</translation>
    </message>
    <message>
        <source>Seat {n}: level</source>
        <translation>Место {n}: уровень</translation>
    </message>
    <message>
        <source>Seat 1 sits at the bottom of the table and the others follow clockwise. With two or more people at one computer (hot seat), the table hides every hand between turns and asks you to pass the computer on; at the end of a round all hands are shown as usual.</source>
        <translation>Место 1 — внизу стола, остальные идут по часовой стрелке. Если за одним компьютером играют двое или больше, между ходами стол прячет все руки и просит передать компьютер следующему; в конце раунда все руки, как обычно, открываются.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Base stake:</source>
        <translation>Базовая ставка:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Валюта:</translation>
    </message>
    <message>
        <source>Every win is counted in base stakes: a tonk out wins 2 from each player. A session keeps the stake it was started with.</source>
        <translation>Каждый выигрыш считается в базовых ставках: тонк-аут приносит по 2 с каждого игрока. Партия сохраняет ставку, с которой начата.</translation>
    </message>
    <message>
        <source>The stake must be more than nothing.</source>
        <translation>Ставка должна быть больше нуля.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You may only knock with a hand total of {limit} or less</source>
        <comment>the house rule &apos;knock limit&apos;; {limit} is the limit in points</comment>
        <translation>Стучать можно, только если сумма на руке не больше {limit}</translation>
    </message>
    <message>
        <source>A spread needs at least three cards</source>
        <translation>В комбинации должно быть не меньше трёх карт</translation>
    </message>
    <message>
        <source>A spread needs at least one card that is not a joker</source>
        <translation>В комбинации должна быть хотя бы одна карта, кроме джокера</translation>
    </message>
    <message>
        <source>A book has at most four cards</source>
        <translation>В наборе не больше четырёх карт</translation>
    </message>
    <message>
        <source>A run must be one suit</source>
        <translation>Последовательность должна быть одной масти</translation>
    </message>
    <message>
        <source>A book must be cards of one rank</source>
        <translation>Набор должен состоять из карт одного достоинства</translation>
    </message>
    <message>
        <source>The ace is low only: Q-K-A is not a run</source>
        <translation>Туз только младший: Q-K-A — не последовательность</translation>
    </message>
    <message>
        <source>A run must be cards in sequence</source>
        <translation>Последовательность должна состоять из карт подряд</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>Карты {card} нет у вас на руке</translation>
    </message>
    <message>
        <source>{card} does not fit this book</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card} не подходит к этому набору</translation>
    </message>
    <message>
        <source>{card} does not extend this run</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card} не продолжает эту последовательность</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Раунд окончен</translation>
    </message>
    <message>
        <source>Only a dealt hand of 49 can be declared</source>
        <translation>Объявить можно только розданные 49 очков</translation>
    </message>
    <message>
        <source>A dealt 49 must be declared at the start of your first turn</source>
        <translation>Розданные 49 очков нужно объявить в начале первого хода</translation>
    </message>
    <message>
        <source>You may only knock before drawing</source>
        <translation>Стучать можно только до того, как взять карту</translation>
    </message>
    <message>
        <source>You are held this turn and may not knock</source>
        <translation>В этот ход вы задержаны и не можете стучать</translation>
    </message>
    <message>
        <source>You have already drawn this turn</source>
        <translation>В этот ход вы уже взяли карту</translation>
    </message>
    <message>
        <source>You may only decline the discard when the stock is empty</source>
        <translation>Отказаться от карты из сброса можно, только когда запас пуст</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>Запас пуст</translation>
    </message>
    <message>
        <source>Draw from the stock or the discard pile</source>
        <translation>Возьмите карту из запаса или из сброса</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Сброс пуст</translation>
    </message>
    <message>
        <source>You may only take the discard if you can spread or hit with it this turn</source>
        <translation>Брать карту из сброса можно, только если в этот ход вы выложите её в комбинацию или добавите к комбинации</translation>
    </message>
    <message>
        <source>Draw a card first</source>
        <translation>Сначала возьмите карту</translation>
    </message>
    <message>
        <source>You are held this turn and may not lay new spreads</source>
        <translation>В этот ход вы задержаны и не можете выкладывать новые комбинации</translation>
    </message>
    <message>
        <source>There is no such spread on the table</source>
        <translation>Такой комбинации на столе нет</translation>
    </message>
    <message>
        <source>You may only hit runs, not books</source>
        <translation>Добавлять можно только к последовательностям, не к наборам</translation>
    </message>
    <message>
        <source>You may only hit once a turn</source>
        <translation>За ход можно добавить к комбинациям только одну карту</translation>
    </message>
    <message>
        <source>You must spread or hit with the card you took from the discard pile first</source>
        <translation>Сначала выложите в комбинацию карту, взятую из сброса, или добавьте её к комбинации</translation>
    </message>
    <message>
        <source>You must lay down every spread you hold before ending your turn</source>
        <translation>Прежде чем закончить ход, выложите все комбинации, что есть на руке</translation>
    </message>
    <message>
        <source>You may not discard the card you took from the discard pile</source>
        <translation>Нельзя сбросить карту, взятую из сброса</translation>
    </message>
    <message>
        <source>That is not a move in Tonk</source>
        <translation>В тонке нет такого хода</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Step {step} of {count}: {what}</source>
        <translation>Шаг {step} из {count}: {what}</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Сдаёте вы</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>Сдаёт {name}</translation>
    </message>
    <message>
        <source>{dealt}; the up-card is {card}</source>
        <translation>{dealt}; открытая карта: {card}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>This is a replay: step through it with the arrow keys, or “Play from here” to play on.</source>
        <translation>Это просмотр: листайте его стрелками или нажмите «Играть отсюда», чтобы продолжить.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Раунд {number}</translation>
    </message>
    <message>
        <source>&amp;Leave the review</source>
        <translation>&amp;Закончить разбор</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Назад к игре (Esc)</translation>
    </message>
    <message>
        <source>Go to the deal</source>
        <translation>К раздаче</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Раздача (Home)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>One action back (Left arrow)</source>
        <translation>На ход назад (стрелка влево)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <source>The next action (Right arrow)</source>
        <translation>Следующий ход (стрелка вправо)</translation>
    </message>
    <message>
        <source>Go to the end</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>The round&apos;s end (End)</source>
        <translation>Конец раунда (End)</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Предыдущее решение</translation>
    </message>
    <message>
        <source>The chosen player&apos;s previous decision (Shift+N)</source>
        <translation>Предыдущее решение выбранного игрока (Shift+N)</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Следующее решение</translation>
    </message>
    <message>
        <source>The chosen player&apos;s next decision (N)</source>
        <translation>Следующее решение выбранного игрока (N)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Играть отсюда</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards, in a practice game</source>
        <translation>Продолжить с этой позиции с теми же картами, в тренировочной игре</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s play</source>
        <translation>Игра &amp;компьютера</translation>
    </message>
    <message>
        <source>How would the computer have played these cards? (Shift+C)</source>
        <translation>Как сыграл бы эти карты компьютер? (Shift+C)</translation>
    </message>
    <message>
        <source>Whose decisions N and Shift+N go to</source>
        <translation>Чьи решения листают N и Shift+N</translation>
    </message>
    <message>
        <source>Position in the round</source>
        <translation>Позиция в раунде</translation>
    </message>
    <message>
        <source>The round&apos;s actions</source>
        <translation>Ходы раунда</translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation>Закончить разбор</translation>
    </message>
    <message>
        <source>Not in a ledger session: money is at stake. Play from here is for practice games.</source>
        <translation>Не в партии, записываемой в журнал: на кону деньги. «Играть отсюда» — для тренировочных игр.</translation>
    </message>
    <message>
        <source>{name} has no later decision in this round.</source>
        <translation>У игрока {name} больше нет решений в этом раунде.</translation>
    </message>
    <message>
        <source>{name} has no earlier decision in this round.</source>
        <translation>У игрока {name} нет более ранних решений в этом раунде.</translation>
    </message>
    <message>
        <source>Re&amp;view the round</source>
        <translation>Ра&amp;зобрать раунд</translation>
    </message>
    <message>
        <source>Replay the round just played, every hand face up (R)</source>
        <translation>Просмотреть заново только что сыгранный раунд, все руки открыты (R)</translation>
    </message>
    <message>
        <source>Open hand histor&amp;y…</source>
        <translation>От&amp;крыть историю раунда…</translation>
    </message>
    <message>
        <source>Review: ← → step, N the next decision, Esc back to the game.</source>
        <translation>Разбор: ← → — шаг, N — следующее решение, Esc — назад к игре.</translation>
    </message>
    <message>
        <source>A round can be reviewed once it is over.</source>
        <translation>Раунд можно разобрать, когда он закончен.</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Открыть историю раунда</translation>
    </message>
    <message>
        <source>Hand histories (*.json);;All files (*)</source>
        <translation>Истории раундов (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Could not read {path}: {why}</source>
        <translation>Не удалось прочитать {path}: {why}</translation>
    </message>
    <message>
        <source>{path} is not a hand history Tonk can replay: {why}</source>
        <translation>{path} — не история раунда, которую Тонк может показать заново: {why}</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>Играть отсюда?</translation>
    </message>
    <message>
        <source>A round is being played. Throw it away and play on from the review?</source>
        <translation>Идёт раунд. Бросить его и играть дальше с позиции из разбора?</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends: the balances stay as they are.</source>
        <translation>До конца раунда никто не платит: балансы остаются прежними.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>Playing on from step {step} with the same cards, in a practice game.</source>
        <translation>Игра продолжается с шага {step} с теми же картами, в тренировочной игре.</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Tonk!</source>
        <translation>Тонк!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Поймали!</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Простой выход</translation>
    </message>
    <message>
        <source>Knocked low</source>
        <translation>Удачный стук</translation>
    </message>
    <message>
        <source>Dry stock</source>
        <translation>Запас кончился</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>Тонк при раздаче</translation>
    </message>
    <message>
        <source>Low deal</source>
        <translation>Малая раздача</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Пересдача</translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разбор</translation>
    </message>
    <message>
        <source>Replay the round step by step, every hand face up (R)</source>
        <translation>Просмотреть раунд заново шаг за шагом, все руки открыты (R)</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s play</source>
        <translation>Игра &amp;компьютера</translation>
    </message>
    <message>
        <source>How would the computer have played these cards? (Shift+C)</source>
        <translation>Как сыграл бы эти карты компьютер? (Shift+C)</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>Никто не платит.</translation>
    </message>
    <message>
        <source>Deal number {deal}</source>
        <translation>Раздача № {deal}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>За раунд</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Баланс</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Наличные</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} очк.</translation>
    </message>
</context>
<context>
    <name>RulesExamples</name>
    <message>
        <source>Not allowed: {cards}</source>
        <translation>Нельзя: {cards}</translation>
    </message>
    <message>
        <source>Ann</source>
        <translation>Аня</translation>
    </message>
    <message>
        <source>Bob</source>
        <translation>Боря</translation>
    </message>
    <message>
        <source>Cleo</source>
        <translation>Вера</translation>
    </message>
    <message>
        <source>{name} knocks: {total}</source>
        <translation>{name} стучит: {total}</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units}</source>
        <translation>{payer} платит {units}, получает {payee}</translation>
    </message>
    <message>
        <source>({caught} for being caught + {win} for the win)</source>
        <translation>({caught} — пойман, {win} — победа)</translation>
    </message>
</context>
<context>
    <name>RulesInPlayDialog</name>
    <message>
        <source>Rules in play</source>
        <translation>Действующие правила</translation>
    </message>
    <message>
        <source>You have changed the rules in Settings: the new rules take effect from the next round.</source>
        <translation>Вы изменили правила в настройках: новые правила вступят в силу со следующего раунда.</translation>
    </message>
    <message>
        <source>The session “{session}” keeps its own rules; the rules you chose in Settings apply to your next game.</source>
        <translation>Партия «{session}» сохраняет свои правила; правила, выбранные в настройках, вступят в силу в следующей игре.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Preset:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> очк.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без предела</translation>
    </message>
    <message>
        <source>A run</source>
        <translation>Последовательность</translation>
    </message>
    <message>
        <source>Not a run</source>
        <translation>Не последовательность</translation>
    </message>
    <message>
        <source>Changed rules take effect from the next round (a ledger session keeps its own until your next game); a round being played keeps the rules it was dealt with.</source>
        <translation>Изменённые правила действуют со следующего раунда (партия в журнале сохраняет свои до вашей следующей игры); текущий раунд доигрывается по правилам, с которыми его раздали.</translation>
    </message>
    <message>
        <source>Only with five cards: seven or nine cards average about 45 points, so nobody wins at the deal with them, whatever these switches say.</source>
        <translation>Только для пяти карт: семь или девять карт в среднем дают около 45 очков, поэтому с ними при раздаче никто не выигрывает, как бы ни стояли эти переключатели.</translation>
    </message>
    <message>
        <source>The joker fills the gap (6♥), and moves if the 6♥ is played</source>
        <translation>Джокер заполняет пропуск (6♥) и сдвигается, если выложат 6♥</translation>
    </message>
    <message>
        <source>Hit up to four: dead</source>
        <translation>Дополнен до четырёх — мёртвый</translation>
    </message>
    <message>
        <source>Editing any switch makes the rules Custom.</source>
        <translation>Любое изменение превращает правила в «Свои правила».</translation>
    </message>
    <message>
        <source>Choose Classic or Encyclopedia to start again from a preset.</source>
        <translation>Выберите «Классику» или «Энциклопедию», чтобы начать заново с готового набора.</translation>
    </message>
    <message>
        <source>Hits on runs only: the 8♠ may not go on the book of eights.</source>
        <translation>Добавлять только к последовательностям: 8♠ нельзя добавить к набору восьмёрок.</translation>
    </message>
    <message>
        <source>The 8♠ may hit the book of eights, the 7♥ the run.</source>
        <translation>8♠ можно добавить к набору восьмёрок, 7♥ — к последовательности.</translation>
    </message>
</context>
<context>
    <name>SessionDuplicate</name>
    <message>
        <source>The replay was cancelled.</source>
        <translation>Переигровка отменена.</translation>
    </message>
    <message>
        <source>The session&apos;s rounds could not be played again: {error}</source>
        <translation>Не удалось переиграть раунды партии: {error}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Ваш результат</translation>
    </message>
    <message>
        <source>Hard (mean)</source>
        <translation>«Сложный» (в среднем)</translation>
    </message>
    <message>
        <source>Normal (mean)</source>
        <translation>«Средний» (в среднем)</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>How would the computer have played this session&apos;s cards?</source>
        <translation>Как сыграл бы компьютер картами этой партии?</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>Cancel the replay</source>
        <translation>Отменить переигровку</translation>
    </message>
    <message>
        <source>Replaying the session&apos;s rounds</source>
        <translation>Переигровка раундов партии</translation>
    </message>
    <message>
        <source>Your result and the computer&apos;s, round by round</source>
        <translation>Ваш результат и результат компьютера по раундам</translation>
    </message>
    <message numerus="yes">
        <source>The computer is playing %n round(s) again in your seat, with the same cards…</source>
        <translation>
            <numerusform>Компьютер переигрывает %n раунд на вашем месте с теми же картами…</numerusform>
            <numerusform>Компьютер переигрывает %n раунда на вашем месте с теми же картами…</numerusform>
            <numerusform>Компьютер переигрывает %n раундов на вашем месте с теми же картами…</numerusform>
        </translation>
    </message>
    <message>
        <source>No round of this session kept its deck: there is nothing to deal again.</source>
        <translation>Ни один раунд этой партии не сохранил колоду: сдавать заново нечего.</translation>
    </message>
    <message>
        <source>In stakes won or lost. The cards: what hard got on these cards. The play: your result less that.</source>
        <translation>В ставках, выигранных или проигранных. Карты: что получил «Сложный» с этими картами. Игра: ваш результат за вычетом этого.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Раунд {number}</translation>
    </message>
    <message>
        <source>Kept without its deck: it cannot be dealt again</source>
        <translation>Записан без колоды: сдать его заново нельзя</translation>
    </message>
    <message>
        <source>Its hand history does not replay</source>
        <translation>Его история раздачи не воспроизводится</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>Раунд {number}: %n переигровка не закончилась и не учтена.</numerusform>
            <numerusform>Раунд {number}: %n переигровки не закончились и не учтены.</numerusform>
            <numerusform>Раунд {number}: %n переигровок не закончились и не учтены.</numerusform>
        </translation>
    </message>
    <message>
        <source>The session</source>
        <translation>Партия</translation>
    </message>
    <message numerus="yes">
        <source>Each level played each round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>Каждый уровень сыграл каждый раунд %n раз, каждый раз с теми же соперниками.</numerusform>
            <numerusform>Каждый уровень сыграл каждый раунд %n раза, каждый раз с теми же соперниками.</numerusform>
            <numerusform>Каждый уровень сыграл каждый раунд %n раз, каждый раз с теми же соперниками.</numerusform>
        </translation>
    </message>
    <message>
        <source>A person&apos;s seat was played by normal.</source>
        <translation>За человека играл «Средний».</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) without a deck to deal again are left out of the sums.</source>
        <translation>
            <numerusform>%n раунд без колоды для новой сдачи не учтён в суммах.</numerusform>
            <numerusform>%n раунда без колоды для новой сдачи не учтены в суммах.</numerusform>
            <numerusform>%n раундов без колоды для новой сдачи не учтены в суммах.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message>
        <source>The ledger could not be written ({why}). Nothing was changed.</source>
        <translation>Не удалось записать журнал ({why}). Ничего не изменено.</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Пере&amp;именовать…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>&amp;Расчёт…</translation>
    </message>
    <message>
        <source>R&amp;ounds of the selected session:</source>
        <translation>Раун&amp;ды выбранной партии:</translation>
    </message>
    <message>
        <source>Rounds of the selected session</source>
        <translation>Раунды выбранной партии</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>Ра&amp;зобрать раунд</translation>
    </message>
    <message>
        <source>Replay the chosen round step by step, every hand face up; no money moves</source>
        <translation>Просмотреть выбранный раунд заново шаг за шагом, все руки открыты; деньги не двигаются</translation>
    </message>
    <message>
        <source>Co&amp;mputer&apos;s play…</source>
        <translation>Игра &amp;компьютера…</translation>
    </message>
    <message>
        <source>How would the computer have played this session&apos;s cards? Every round dealt again with hard and normal in your seat</source>
        <translation>Как сыграл бы компьютер картами этой партии? Каждый раунд сдаётся заново, на вашем месте «Сложный» и «Средний»</translation>
    </message>
    <message>
        <source>Not listed, as this version of Tonk Desktop cannot read them (they are kept as they are): {names}</source>
        <translation>Не показаны, потому что эта версия Тонка не может их прочитать (они сохранены без изменений): {names}</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <comment>a session&apos;s name in quotes</comment>
        <translation>«{name}»</translation>
    </message>
    <message>
        <source>The rounds could not be read ({why}).</source>
        <translation>Не удалось прочитать раунды ({why}).</translation>
    </message>
    <message>
        <source>Round {number}: {end}</source>
        <translation>Раунд {number}: {end}</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>Переименовать партию</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Удалить партию</translation>
    </message>
    <message>
        <source>Delete the session “{name}” and its {rounds} rounds? This cannot be undone.</source>
        <translation>Удалить партию «{name}» вместе со всеми раундами ({rounds})? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>CSV, comma-separated (*.csv)</source>
        <translation>CSV с разделителем-запятой (*.csv)</translation>
    </message>
    <message>
        <source>CSV for spreadsheets that write 1,50: semicolon-separated (*.csv)</source>
        <translation>CSV для таблиц, где пишут 1,50: с разделителем «точка с запятой» (*.csv)</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Экспорт партии</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Не удалось записать {path}: {why}</translation>
    </message>
    <message>
        <source>Saved “{session}” to {path}.</source>
        <translation>Партия «{session}» сохранена: {path}.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Расчёт</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>Players and seats</source>
        <translation>Игроки и места</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Стол и карты</translation>
    </message>
    <message>
        <source>Cannot save yet: {why}</source>
        <translation>Пока нельзя сохранить: {why}</translation>
    </message>
    <message>
        <source>The settings were not saved: {why}. They apply until you quit.</source>
        <translation>Настройки не сохранены: {why}. Они действуют до выхода из программы.</translation>
    </message>
</context>
<context>
    <name>SettingsFeature</name>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Rules in &amp;play…</source>
        <translation>&amp;Действующие правила…</translation>
    </message>
    <message>
        <source>Some saved settings were reset: {notices}</source>
        <translation>Некоторые сохранённые настройки сброшены: {notices}</translation>
    </message>
    <message>
        <source>The speed was not saved: {why}.</source>
        <translation>Скорость не сохранена: {why}.</translation>
    </message>
    <message>
        <source>The sound setting was not saved: {why}.</source>
        <translation>Настройка звука не сохранена: {why}.</translation>
    </message>
    <message>
        <source>Saved for your next game: the session “{session}” keeps its own rules, players and stake.</source>
        <translation>Сохранено для следующей игры: партия «{session}» сохраняет свои правила, игроков и ставку.</translation>
    </message>
    <message>
        <source>A new currency starts a new game at the next deal: balances in one currency are no amount of another.</source>
        <translation>Новая валюта начинает новую игру со следующей раздачи: баланс в одной валюте — не сумма в другой.</translation>
    </message>
    <message>
        <source>A different number of players starts a new game at the next deal: balances start again from zero.</source>
        <translation>Другое число игроков начинает новую игру со следующей раздачи: балансы начинаются с нуля.</translation>
    </message>
    <message>
        <source>The new settings take effect from the next round.</source>
        <translation>Новые настройки вступят в силу со следующего раунда.</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>You</source>
        <extracomment>Language code -&gt; the language&apos;s name in itself (as a language menu shows it). The locale used when the system&apos;s locale is of another language. Fonts with Japanese glyph shapes, best first (Linux, Windows, macOS). Without a Japanese preference, fontconfig may draw kanji with a Chinese font&apos;s shapes.</extracomment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Ann</source>
        <translation>Аня</translation>
    </message>
    <message>
        <source>Bob</source>
        <translation>Боря</translation>
    </message>
    <message>
        <source>Cal</source>
        <translation>Вика</translation>
    </message>
    <message>
        <source>A table has 2 to 4 seats.</source>
        <translation>За столом от 2 до 4 мест.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>У каждого места должно быть имя.</translation>
    </message>
    <message>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>У двух мест одинаковое имя; дайте каждому игроку своё.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>Хотя бы за одним местом должен играть человек.</translation>
    </message>
    <message>
        <source>The settings could not be moved from {old} to {new} ({problem}). Nothing was lost: they are kept and used where they are, and moving them will be tried again at the next start.</source>
        <translation>Не удалось перенести настройки из {old} в {new} ({problem}). Ничего не потеряно: они остаются на прежнем месте и используются оттуда, а перенести их снова попробуем при следующем запуске.</translation>
    </message>
    <message>
        <source>The old settings file {path} could not be read (far too large, or no permission); nothing was taken from it, and the defaults are used.</source>
        <translation>Старый файл настроек {path} не удалось прочитать (слишком велик или нет прав); из него ничего не взято, используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The settings were moved from {old} to a new file; these values in it could not be read safely and were left out: {keys}.</source>
        <translation>Настройки перенесены из {old} в новый файл; эти значения из него нельзя было безопасно прочитать, и они пропущены: {keys}.</translation>
    </message>
    <message>
        <source>The settings file {path} is far too large to be Tonk&apos;s. It was not read, and could not be moved aside: the defaults are used.</source>
        <translation>Файл настроек {path} слишком велик, чтобы быть файлом Тонк. Он не прочитан, и его не удалось отложить: используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} is far too large to be Tonk&apos;s. It was not read; it was kept as {kept}, and the defaults are used.</source>
        <translation>Файл настроек {path} слишком велик, чтобы быть файлом Тонк. Он не прочитан; сохранён как {kept}, используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The saved setting {key} ({raw}) could not be used: {why}. Using the default.</source>
        <translation>Сохранённую настройку {key} ({raw}) нельзя использовать: {why}. Взято значение по умолчанию.</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>не «да» и не «нет»</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>не целое число</translation>
    </message>
    <message>
        <source>not text</source>
        <translation>не текст</translation>
    </message>
    <message>
        <source>not one of {choices}</source>
        <translation>не входит в {choices}</translation>
    </message>
    <message>
        <source>out of range {low} to {high}</source>
        <translation>вне диапазона от {low} до {high}</translation>
    </message>
    <message>
        <source>The saved players stop before seat {n}: it takes its default player.</source>
        <translation>Сохранённые игроки заканчиваются перед местом {n}: за ним будет игрок по умолчанию.</translation>
    </message>
    <message>
        <source>The saved players could not be used: {why} Using the default players.</source>
        <translation>Сохранённых игроков нельзя использовать: {why} Взяты игроки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read (no permission); the defaults are used, and changes may not be saved.</source>
        <translation>Файл настроек {path} нельзя прочитать (нет прав); используются значения по умолчанию, изменения могут не сохраниться.</translation>
    </message>
    <message>
        <source>not a currency code</source>
        <translation>не код валюты</translation>
    </message>
    <message>
        <source>not a colour</source>
        <translation>не цвет</translation>
    </message>
    <message>
        <source>The settings file could not be read in full; what it lost is back to its default.</source>
        <translation>Файл настроек прочитан не полностью; утраченные настройки вернулись к значениям по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file could not be read in full; what it lost is back to its default. A copy of it was kept: {path}</source>
        <translation>Файл настроек прочитан не полностью; утраченные настройки вернулись к значениям по умолчанию. Его копия сохранена: {path}</translation>
    </message>
    <message>
        <source>the settings file {path} cannot be written (no permission)</source>
        <translation>в файл настроек {path} нельзя записать (нет прав)</translation>
    </message>
    <message>
        <source>not a list of named rule sets</source>
        <translation>не список именованных наборов правил</translation>
    </message>
    <message>
        <source>The saved house rules “{name}” could not be read ({why}) and were skipped.</source>
        <translation>Сохранённые домашние правила «{name}» не удалось прочитать ({why}); они пропущены.</translation>
    </message>
    <message>
        <source>This file is not a house-rules file (it is not valid JSON: {why}).</source>
        <translation>Это не файл домашних правил (неверный JSON: {why}).</translation>
    </message>
    <message>
        <source>This file is not a Tonk house-rules file.</source>
        <translation>Это не файл домашних правил тонка.</translation>
    </message>
    <message>
        <source>This house-rules file has version {version}; this Tonk reads version 1.</source>
        <translation>Версия этого файла домашних правил — {version}; эта версия программы читает только версию 1.</translation>
    </message>
    <message>
        <source>This house-rules file has no name for its rules.</source>
        <translation>В этом файле домашних правил у правил нет названия.</translation>
    </message>
    <message>
        <source>The rules in this file cannot be played: {why}</source>
        <translation>По правилам из этого файла играть нельзя: {why}</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>Settle up — {name}</source>
        <translation>Расчёт — {name}</translation>
    </message>
    <message>
        <source>After {rounds} rounds:
{standing}</source>
        <translation>Сыграно раундов: {rounds}
{standing}</translation>
    </message>
    <message>
        <source>Everyone is square: nobody pays.</source>
        <translation>Все в расчёте: никто не платит.</translation>
    </message>
    <message>
        <source>Fewest payments that square everyone:</source>
        <translation>Наименьшее число платежей, чтобы рассчитаться:</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>the audio device cannot play the game&apos;s sounds</source>
        <translation>звуковое устройство не может воспроизвести звуки игры</translation>
    </message>
    <message>
        <source>Qt&apos;s sound module (QtMultimedia) could not be loaded: {why}</source>
        <translation>не удалось загрузить звуковой модуль Qt (QtMultimedia): {why}</translation>
    </message>
    <message>
        <source>no audio output was found (no sound server or sound card)</source>
        <translation>не найден звуковой выход (нет звукового сервера или звуковой карты)</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Выключить звук</translation>
    </message>
    <message>
        <source>No sound: {why}</source>
        <translation>Звука нет: {why}</translation>
    </message>
    <message>
        <source>Sound off or on (M); Settings ▸ Table and cards sets the volume</source>
        <translation>Выключить или включить звук (M); громкость — в Настройки ▸ Стол и карты</translation>
    </message>
    <message>
        <source>Sound off (M turns it on).</source>
        <translation>Звук выключен (M включит его).</translation>
    </message>
    <message>
        <source>Sound on, but none can be played: {why}.</source>
        <translation>Звук включён, но воспроизвести его нельзя: {why}.</translation>
    </message>
    <message>
        <source>Sound on, at volume {volume}%.</source>
        <translation>Звук включён, громкость {volume}%.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be written ({why}); the game goes on.</source>
        <translation>Не удалось записать статистику ({why}); игра продолжается.</translation>
    </message>
    <message>
        <source>Easy computer players</source>
        <translation>Лёгкие</translation>
    </message>
    <message>
        <source>Normal computer players</source>
        <translation>Средние</translation>
    </message>
    <message>
        <source>Hard computer players</source>
        <translation>Сложные</translation>
    </message>
    <message>
        <source>Cautious computer players</source>
        <translation>Осторожные</translation>
    </message>
    <message>
        <source>Bold computer players</source>
        <translation>Смелые</translation>
    </message>
    <message>
        <source>Collector computer players</source>
        <translation>Собиратели</translation>
    </message>
    <message>
        <source>Calculator computer players</source>
        <translation>Расчётливые</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Разные уровни</translation>
    </message>
    <message>
        <source>People only (hot seat)</source>
        <translation>Только люди (за одним компьютером)</translation>
    </message>
    <message>
        <source>Unknown rules</source>
        <translation>Неизвестные правила</translation>
    </message>
    <message>
        <source>{rules}, {players} players</source>
        <translation>{rules}, игроков: {players}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>All &amp;games</source>
        <translation>&amp;Все игры</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Раздача дня</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>All games on this computer</source>
        <translation>Все игры на этом компьютере</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>Сыграно раундов:</translation>
    </message>
    <message>
        <source>Rounds won:</source>
        <translation>Выиграно раундов:</translation>
    </message>
    <message>
        <source>Tonk-outs:</source>
        <translation>Тонк-ауты:</translation>
    </message>
    <message>
        <source>Knocks:</source>
        <translation>Стуки:</translation>
    </message>
    <message>
        <source>Times caught:</source>
        <translation>Пойман раз:</translation>
    </message>
    <message>
        <source>Dealt tonks:</source>
        <translation>Тонки при раздаче:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Самая длинная серия побед:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Самая длинная серия поражений:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Текущая серия:</translation>
    </message>
    <message>
        <source>Net stake units:</source>
        <translation>Итог в ставках:</translation>
    </message>
    <message>
        <source>Net stake units over the rounds played</source>
        <translation>Итог в ставках по сыгранным раундам</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>Computer players faced</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>By house-rule set</source>
        <translation>По наборам правил</translation>
    </message>
    <message>
        <source>By the computer level faced</source>
        <translation>По уровню компьютерных соперников</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Побед %</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>Итог, ставок</translation>
    </message>
    <message>
        <source>The statistics could not be read ({why}).</source>
        <translation>Не удалось прочитать статистику ({why}).</translation>
    </message>
    <message>
        <source>No rounds yet. Every round finished at this computer counts here, practice games and ledger sessions alike (a round with a turn taken back does not).</source>
        <translation>Раундов пока нет. Здесь учитывается каждый раунд, законченный на этом компьютере, — и в тренировочных играх, и в партиях журнала (кроме раундов с отменённым ходом).</translation>
    </message>
    <message>
        <source>{wins} ({percent})</source>
        <translation>{wins} ({percent})</translation>
    </message>
    <message>
        <source>{n} won in a row</source>
        <translation>побед подряд: {n}</translation>
    </message>
    <message>
        <source>{n} lost in a row</source>
        <translation>поражений подряд: {n}</translation>
    </message>
    <message>
        <source>units</source>
        <translation>в ставках</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget the statistics of every player at this computer, and the deal of the day&apos;s results? The sessions and their rounds stay in the ledger. This cannot be undone.</source>
        <translation>Забыть статистику всех игроков на этом компьютере и результаты раздач дня? Партии и их раунды останутся в журнале. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({why}); nothing was lost.</source>
        <translation>Не удалось сбросить статистику ({why}); ничего не потеряно.</translation>
    </message>
</context>
<context>
    <name>StorageWords</name>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>исчерпана дисковая квота</translation>
    </message>
    <message>
        <source>permission was denied</source>
        <translation>доступ запрещён</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>файл или папка не существует</translation>
    </message>
    <message>
        <source>a folder is in the way</source>
        <translation>мешает папка с тем же именем</translation>
    </message>
    <message>
        <source>a file is in the way where a folder should be</source>
        <translation>на месте папки находится файл</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>диск сообщил об ошибке</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>слишком длинное имя</translation>
    </message>
    <message>
        <source>another program is using the ledger</source>
        <translation>журнал занят другой программой</translation>
    </message>
    <message>
        <source>the disk or file is read-only</source>
        <translation>диск или файл доступен только для чтения</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>не удалось открыть файл</translation>
    </message>
    <message>
        <source>it is one of Tonk Desktop&apos;s own files (the ledger, a saved round or the settings), which are never written over</source>
        <translation>это один из собственных файлов Тонка (журнал, сохранённый раунд или настройки), их никогда не перезаписывают</translation>
    </message>
    <message>
        <source>the balances in the ledger do not add up</source>
        <translation>балансы в журнале не сходятся</translation>
    </message>
    <message>
        <source>an amount is too large for the ledger</source>
        <translation>сумма слишком велика для журнала</translation>
    </message>
    <message>
        <source>the session no longer exists</source>
        <translation>партии больше нет</translation>
    </message>
    <message>
        <source>this version of Tonk Desktop cannot read it</source>
        <translation>эта версия Тонка не может его прочитать</translation>
    </message>
    <message>
        <source>a session needs a name</source>
        <translation>у партии должно быть название</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>у каждого игрока должно быть имя</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>у двух игроков одинаковое имя</translation>
    </message>
    <message>
        <source>the base stake must be more than zero</source>
        <translation>базовая ставка должна быть больше нуля</translation>
    </message>
    <message>
        <source>it is not a round saved by Tonk Desktop</source>
        <translation>это не раунд, сохранённый Тонком</translation>
    </message>
    <message>
        <source>it belongs to another session</source>
        <translation>файл относится к другой партии</translation>
    </message>
    <message>
        <source>its moves do not replay under its rules</source>
        <translation>ходы этого раунда не воспроизводятся по его правилам</translation>
    </message>
    <message>
        <source>it was dealt under other rules than its session&apos;s</source>
        <translation>он сдан по другим правилам, чем у его партии</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>не удалось прочитать файл</translation>
    </message>
    <message>
        <source>The file {path} is another program&apos;s database, not a Tonk Desktop ledger. It is left untouched.</source>
        <translation>Файл {path} — база данных другой программы, а не журнал Тонка. Он оставлен без изменений.</translation>
    </message>
    <message>
        <source>The ledger {path} was written by a newer version of Tonk Desktop. This version leaves it untouched.</source>
        <translation>Журнал {path} записан более новой версией Тонка. Эта версия его не изменяет.</translation>
    </message>
    <message>
        <source>The ledger {path} cannot be used: {why}.</source>
        <translation>Журнал {path} нельзя использовать: {why}.</translation>
    </message>
    <message>
        <source>The session “{name}” in the ledger {path} could not be read ({why}). It is set aside, kept in the file as it is; the other sessions are as they were.</source>
        <translation>Партию «{name}» в журнале {path} не удалось прочитать ({why}). Она отложена и сохранена в файле как есть; остальные партии не изменились.</translation>
    </message>
    <message>
        <source>The ledger {path} could not be read ({why}). It was kept as {moved} and a new, empty ledger was started.</source>
        <translation>Не удалось прочитать журнал {path} ({why}). Он сохранён как {moved}, начат новый пустой журнал.</translation>
    </message>
    <message>
        <source>The saved round in progress {path} could not be read ({why}), nor moved aside. It stays where it is, unused; the round cannot be resumed.</source>
        <translation>Не удалось прочитать сохранённый незаконченный раунд {path} ({why}) и отложить его. Файл остаётся на месте и не используется; продолжить раунд нельзя.</translation>
    </message>
    <message>
        <source>The saved round in progress {path} could not be read ({why}). It was kept as {moved}; the round cannot be resumed.</source>
        <translation>Не удалось прочитать сохранённый незаконченный раунд {path} ({why}). Файл сохранён как {moved}; продолжить раунд нельзя.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>The table is covered: the next person clicks it when ready.</source>
        <translation>Стол закрыт: следующий игрок щёлкает по нему, когда будет готов.</translation>
    </message>
    <message>
        <source>The computer is playing this seat.</source>
        <translation>За этим местом играет компьютер.</translation>
    </message>
    <message>
        <source>Select just one card to discard.</source>
        <translation>Выберите для сброса только одну карту.</translation>
    </message>
    <message>
        <source>Select the card to discard.</source>
        <translation>Выберите карту, которую хотите сбросить.</translation>
    </message>
    <message>
        <source>Select the cards of the spread first (Space selects a card).</source>
        <translation>Сначала выберите карты комбинации (пробел выбирает карту).</translation>
    </message>
    <message>
        <source>The stock is empty and the discard cannot be taken: decline it with the Decline button; that ends the round.</source>
        <translation>Запас пуст, а карту из сброса взять нельзя: откажитесь от неё кнопкой «Отказаться от сброса» — это закончит раунд.</translation>
    </message>
    <message>
        <source>Choose a card first: the arrow keys move, Space selects.</source>
        <translation>Сначала выберите карту: стрелки — перемещение, пробел — выбор.</translation>
    </message>
    <message>
        <source>The points of your hand. When someone knocks, or the stock runs out, the lowest total wins</source>
        <translation>Очки вашей руки. Когда кто-то стучит или кончается запас, побеждает наименьшая сумма</translation>
    </message>
    <message>
        <source>Stock
empty</source>
        <translation>Запас
пуст</translation>
    </message>
    <message numerus="yes">
        <source>The stock: %n cards face down. Draw the top one with T, a double-click, or by dragging it to your hand</source>
        <translation>
            <numerusform>Запас: %n карта рубашкой вверх. Взять верхнюю — T, двойной щелчок или перетащить её в руку</numerusform>
            <numerusform>Запас: %n карты рубашкой вверх. Взять верхнюю — T, двойной щелчок или перетащить её в руку</numerusform>
            <numerusform>Запас: %n карт рубашкой вверх. Взять верхнюю — T, двойной щелчок или перетащить её в руку</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>The discard pile, top card first: {cards}. Take the top card with P, a double-click, or by dragging it to your hand; drop a card here to discard it</source>
        <translation>Сброс, начиная с верхней карты: {cards}. Взять верхнюю — P, двойной щелчок или перетащить её в руку; положите сюда карту, чтобы сбросить её</translation>
    </message>
    <message>
        <source>The discard pile is empty: drop a card here to discard it</source>
        <translation>Сброс пуст: положите сюда карту, чтобы сбросить её</translation>
    </message>
    <message>
        <source>Your spreads</source>
        <translation>Ваши комбинации</translation>
    </message>
    <message>
        <source>{spread}: drop a card on it to hit it</source>
        <translation>Добавить к {spread}: перетащите сюда карту</translation>
    </message>
    <message>
        <source>{count} in stock</source>
        <translation>В запасе: {count}</translation>
    </message>
    <message>
        <source>Hand: {total} points</source>
        <translation>Очки на руке: {total}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>  · thinking…</source>
        <translation>  · думает…</translation>
    </message>
    <message>
        <source>{name}: balance {balance}; {detail}</source>
        <translation>{name}: баланс {balance}; {detail}</translation>
    </message>
    <message>
        <source>Last turn: {moves}</source>
        <translation>Последний ход: {moves}</translation>
    </message>
    <message>
        <source>{total} points</source>
        <translation>Очки: {total}</translation>
    </message>
    <message>
        <source>Drag the card to your hand, or double-click it, to draw.</source>
        <translation>Чтобы взять карту, перетащите её в руку или щёлкните по ней дважды.</translation>
    </message>
    <message>
        <source>Select the one card to hit with, then double-click the spread.</source>
        <translation>Выберите одну карту, затем дважды щёлкните по комбинации, чтобы добавить её туда.</translation>
    </message>
    <message>
        <source>drag the card to your hand</source>
        <translation>перетащите карту в руку</translation>
    </message>
    <message>
        <source>drop a card on the discard pile to discard it, or on a spread</source>
        <translation>чтобы сбросить карту, перетащите её на сброс, чтобы добавить к комбинации — на комбинацию</translation>
    </message>
    <message>
        <source>discard one card at a time</source>
        <translation>сбрасывать можно только по одной карте</translation>
    </message>
    <message>
        <source>hit a spread with one card at a time</source>
        <translation>к комбинации можно добавлять только по одной карте</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Рубашка:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрная</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Размер карт:</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Крупные</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Самые крупные</translation>
    </message>
    <message>
        <source>Larger cards: the hands overlap more, and the table&apos;s height sets the limit</source>
        <translation>Крупные карты: карты на руке сильнее перекрываются, а предел задаёт высота стола</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so the four suits never look alike at a glance.</source>
        <translation>Бубны синие, трефы зелёные — четыре масти не спутать с первого взгляда.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Сине-зелёный</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Бордовый</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневый</translation>
    </message>
    <message>
        <source>Slate grey</source>
        <translation>Тёмно-серый</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Другой…</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Цвет стола:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Мгновенно (без анимации)</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <source>Normal (a second a move)</source>
        <translation>Обычно (секунда на ход)</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Очень медленно</translation>
    </message>
    <message>
        <source>Computer players&apos; pace:</source>
        <translation>Темп компьютерных игроков:</translation>
    </message>
    <message>
        <source>Pause after each computer player&apos;s turn until I go on</source>
        <translation>Пауза после хода каждого компьютерного игрока, пока я не продолжу</translation>
    </message>
    <message>
        <source>Time to think: the next computer player waits for the Continue button (C)</source>
        <translation>Время подумать: следующий компьютерный игрок ждёт кнопку «Продолжить» (C)</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>Mute sound (M at the table)</source>
        <translation>Выключить звук (за столом — M)</translation>
    </message>
    <message>
        <source>Sound is unavailable: {why}. The game plays silently.</source>
        <translation>Звук недоступен: {why}. Игра идёт без звука.</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
    </message>
</context>
<context>
    <name>TourPage</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} из {total}</translation>
    </message>
    <message>
        <source>{title}. {text}</source>
        <translation>{title}. {text}</translation>
    </message>
    <message>
        <source>{words} Example: {cards}.</source>
        <translation>{words} Пример: {cards}.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>their own</source>
        <translation>у себя</translation>
    </message>
    <message>
        <source>your own</source>
        <translation>у себя</translation>
    </message>
    <message>
        <source>your</source>
        <translation>у вас</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <translation>({name})</translation>
    </message>
    <message>
        <source>{owner} book of {rank}</source>
        <translation>набору {rank} {owner}</translation>
    </message>
    <message>
        <source>{owner} run {cards}</source>
        <translation>последовательности {cards} {owner}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile</source>
        <translation>{name} берёт {card} из сброса</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузов</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>двоек</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>джокеров</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile</source>
        <translation>Вы берёте {card} из сброса</translation>
    </message>
    <message>
        <source>You drew {card} from the stock</source>
        <translation>Вы берёте {card} из запаса</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Вы берёте карту из запаса</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} берёт карту из запаса</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} сбрасывает {card}</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Вы сбрасываете {card}</translation>
    </message>
    <message>
        <source>a book</source>
        <translation>набор</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>последовательность</translation>
    </message>
    <message>
        <source>{name} laid {what}: {cards}</source>
        <translation>{name} выкладывает {what}: {cards}</translation>
    </message>
    <message>
        <source>You laid {what}: {cards}</source>
        <translation>Вы выкладываете {what}: {cards}</translation>
    </message>
    <message>
        <source>a spread</source>
        <translation>комбинации</translation>
    </message>
    <message>
        <source>{name} hit {target} with {card}</source>
        <translation>{name} добавляет {card} к {target}</translation>
    </message>
    <message>
        <source>You hit {target} with {card}</source>
        <translation>Вы добавляете {card} к {target}</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name} стучит</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Вы стучите</translation>
    </message>
    <message>
        <source>You declined the discard with the stock empty</source>
        <translation>Запас пуст — вы отказываетесь от карты из сброса</translation>
    </message>
    <message>
        <source>{name} declined the discard with the stock empty</source>
        <translation>Запас пуст — {name} отказывается от карты из сброса</translation>
    </message>
    <message>
        <source>You declared a dealt 49</source>
        <translation>Вы объявляете розданные 49</translation>
    </message>
    <message>
        <source>{name} declared a dealt 49</source>
        <translation>{name} объявляет розданные 49</translation>
    </message>
    <message>
        <source>You tonked out: {stakes} from everyone</source>
        <translation>У вас тонк-аут: {stakes} с каждого</translation>
    </message>
    <message>
        <source>{name} tonked out: {stakes} from everyone</source>
        <translation>{name}: тонк-аут, {stakes} с каждого</translation>
    </message>
    <message>
        <source>Two or more players won at the deal: nobody pays, the deal passes on</source>
        <translation>При раздаче выиграли двое или больше: никто не платит, раздача переходит к следующему</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Компьютер (лёгкий)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Компьютер (средний)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Компьютер (сложный)</translation>
    </message>
    <message>
        <source>Computer (cautious)</source>
        <translation>Компьютер (осторожный)</translation>
    </message>
    <message>
        <source>Computer (bold)</source>
        <translation>Компьютер (смелый)</translation>
    </message>
    <message>
        <source>Computer (collector)</source>
        <translation>Компьютер (собиратель)</translation>
    </message>
    <message>
        <source>Computer (calculator)</source>
        <translation>Компьютер (расчётливый)</translation>
    </message>
    <message>
        <source>the stake</source>
        <translation>ставку</translation>
    </message>
    <message>
        <source>twice the stake</source>
        <translation>двойную ставку</translation>
    </message>
    <message>
        <source>three times the stake</source>
        <translation>тройную ставку</translation>
    </message>
    <message>
        <source>four times the stake</source>
        <translation>четверную ставку</translation>
    </message>
    <message>
        <source>{units} times the stake</source>
        <translation>{units}-кратную ставку</translation>
    </message>
    <message>
        <source>{amount} for being caught</source>
        <translation>штраф {amount} за пойманный стук</translation>
    </message>
    <message>
        <source>{amount} for the win</source>
        <translation>{amount} за победу</translation>
    </message>
    <message>
        <source>({parts})</source>
        <translation>({parts})</translation>
    </message>
    <message>
        <source>You went out on the discard</source>
        <translation>Вы выходите, сбросив последнюю карту</translation>
    </message>
    <message>
        <source>{name} went out on the discard</source>
        <translation>{name} выходит, сбросив последнюю карту</translation>
    </message>
    <message>
        <source>You knocked with the lowest hand</source>
        <translation>Вы стучите с наименьшей суммой</translation>
    </message>
    <message>
        <source>{name} knocked with the lowest hand</source>
        <translation>{name} стучит с наименьшей суммой</translation>
    </message>
    <message>
        <source>You knocked and were caught by {winners}</source>
        <translation>Вы постучали, но вас поймали: {winners}</translation>
    </message>
    <message>
        <source>{knocker} knocked and was caught by {winners}</source>
        <translation>Игрок {knocker} постучал, и его поймали: {winners}</translation>
    </message>
    <message>
        <source>The stock ran dry; the lowest hands tied and nobody pays</source>
        <translation>Запас кончился; наименьшие суммы равны, никто не платит</translation>
    </message>
    <message>
        <source>The stock ran dry; {names} tied for the lowest hand and share the win</source>
        <translation>Запас кончился; наименьшая сумма у нескольких игроков ({names}) — выигрыш делится</translation>
    </message>
    <message>
        <source>The stock ran dry; the lowest hand: {name}</source>
        <translation>Запас кончился; наименьшая сумма: {name}</translation>
    </message>
    <message>
        <source>You were dealt 49 or 50</source>
        <translation>Вам пришло 49 или 50 очков</translation>
    </message>
    <message>
        <source>{name} was dealt 49 or 50</source>
        <translation>Игроку {name} пришло 49 или 50 очков</translation>
    </message>
    <message>
        <source>You were dealt a low hand</source>
        <translation>Вам пришла малая рука</translation>
    </message>
    <message>
        <source>{name} was dealt a low hand</source>
        <translation>Игроку {name} пришла малая рука</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>You paid {payee} {amount}</source>
        <translation>Вы платите {amount}, получает {payee}</translation>
    </message>
    <message>
        <source>{payer} paid you {amount}</source>
        <translation>{payer} платит вам {amount}</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {amount}</source>
        <translation>{payer} платит {amount}, получает {payee}</translation>
    </message>
</context>
</TS>
