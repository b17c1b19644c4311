<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Accessibility</name>
    <message>
        <source>Stock</source>
        <translation>ストック</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>top of the discard pile</source>
        <translation>捨て札の山のいちばん上</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>in your spread</source>
        <translation>あなたのスプレッド</translation>
    </message>
    <message>
        <source>in a spread of {name}</source>
        <translation>{name}のスプレッド</translation>
    </message>
    <message>
        <source>in a spread</source>
        <translation>スプレッド</translation>
    </message>
    <message>
        <source>in the hand of {name}</source>
        <translation>{name}の手札</translation>
    </message>
    <message>
        <source>Select or deselect this card</source>
        <translation>このカードを選ぶ／選択を外す</translation>
    </message>
    <message>
        <source>Draw this card</source>
        <translation>このカードを引く</translation>
    </message>
    <message>
        <source>Hit this spread with the selected card</source>
        <translation>選んだカードでこのスプレッドにヒット</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>last turn: {moves}</source>
        <translation>前の手番：{moves}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance chart</source>
        <translation>収支グラフ</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>ラウンドはまだありません</translation>
    </message>
    <message>
        <source>The balances appear here after the first round.</source>
        <translation>最初のラウンドが終わると、ここに収支が表示されます。</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a card&apos;s full name, e.g. &apos;Queen of spades&apos;; {rank} and {suit} are the words translated in this context</comment>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a card&apos;s name</comment>
        <translation>エース</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>in a card&apos;s name</comment>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>in a card&apos;s name</comment>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>in a card&apos;s name</comment>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>in a card&apos;s name</comment>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>in a card&apos;s name</comment>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>in a card&apos;s name</comment>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>in a card&apos;s name</comment>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>in a card&apos;s name</comment>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>in a card&apos;s name</comment>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a card&apos;s name</comment>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a card&apos;s name</comment>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a card&apos;s name</comment>
        <translation>キング</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>in a card&apos;s name</comment>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>in a card&apos;s name</comment>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>in a card&apos;s name</comment>
        <translation>ハート</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>in a card&apos;s name</comment>
        <translation>スペード</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>The coach is looking at your decisions…</source>
        <translation>コーチがあなたの判断を調べています…</translation>
    </message>
    <message>
        <source>The coach is looking at {name}&apos;s decisions…</source>
        <translation>コーチが{name}の判断を調べています…</translation>
    </message>
    <message>
        <source>The coach is looking at the session&apos;s rounds…</source>
        <translation>コーチがセッションのラウンドを調べています…</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>分析を取り消しました。</translation>
    </message>
    <message>
        <source>The coach could not read this round: {error}</source>
        <translation>コーチはこのラウンドを読めませんでした：{error}</translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost of your decisions: {cost} units.</source>
        <translation>このラウンドであなたの判断が失った見込み：{cost}単位。</translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost of {name}&apos;s decisions: {cost} units.</source>
        <translation>このラウンドで{name}の判断が失った見込み：{cost}単位。</translation>
    </message>
    <message numerus="yes">
        <source>{count} of your %n decisions marked.</source>
        <translation>
            <numerusform>あなたの判断%n件のうち{count}件に印を付けました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {name}&apos;s %n decisions marked.</source>
        <translation>
            <numerusform>{name}の判断%n件のうち{count}件に印を付けました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among your %n decisions.</source>
        <translation>
            <numerusform>あなたの判断%n件に損な判断は見つかりませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No costly decision found among {name}&apos;s %n decisions.</source>
        <translation>
            <numerusform>{name}の判断%n件に損な判断は見つかりませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>This round&apos;s estimated cost: none.</source>
        <translation>このラウンドの損失見込み：なし。</translation>
    </message>
    <message>
        <source>{cost} · move {number}: {reason}</source>
        <translation>{cost} · {number}手目：{reason}</translation>
    </message>
    <message>
        <source>No hindsight for this decision.</source>
        <translation>この判断には後知恵の結果はありません。</translation>
    </message>
    <message>
        <source>{name}: {mean} units a round</source>
        <translation>{name}：1ラウンドあたり{mean}単位</translation>
    </message>
    <message>
        <source>improving</source>
        <translation>上達中</translation>
    </message>
    <message>
        <source>getting worse</source>
        <translation>悪化中</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>横ばい</translation>
    </message>
    <message>
        <source>{name}: {mean} units a round, {direction} ({trend} a round)</source>
        <translation>{name}：1ラウンドあたり{mean}単位、{direction}（1ラウンドごとに{trend}）</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancel the analysis</source>
        <translation>分析を取り消す</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>分析の進み具合</translation>
    </message>
    <message>
        <source>Summary: the costliest decisions first</source>
        <translation>まとめ：損の大きい判断から</translation>
    </message>
    <message>
        <source>Costliest decisions; press Enter to go there</source>
        <translation>損の大きい判断。Enterでその場面へ</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>印を付けた判断</translation>
    </message>
    <message>
        <source>Marked decisions, in order of play</source>
        <translation>印を付けた判断（プレイ順）</translation>
    </message>
    <message>
        <source>Hindsight: with the cards as they really lay</source>
        <translation>後知恵：実際のカードの配置では</translation>
    </message>
    <message>
        <source>The coach judges only what you could see. This is what the better move would have given with every card known: luck, not judgement.</source>
        <translation>コーチは見えていたものだけで判断します。これは全部のカードが分かっていた場合に、より良い手がもたらした結果です。判断ではなく運の話です。</translation>
    </message>
    <message>
        <source>Look at every round of the session ({count})</source>
        <translation>セッションの全ラウンドを見る（{count}）</translation>
    </message>
    <message>
        <source>This session: estimated cost per round</source>
        <translation>このセッション：ラウンドごとの損失見込み</translation>
    </message>
    <message>
        <source>Estimated cost per round, by player</source>
        <translation>プレイヤー別、ラウンドごとの損失見込み</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <source>Declaring your dealt 49 wins at once.</source>
        <translation>配られた49を宣言すればすぐに勝ちでした。</translation>
    </message>
    <message>
        <source>Knocking with {total} was likely to be caught ({chance}): {player} took {cards} from the pile.</source>
        <translation>{total}でのノックはキャッチされやすい状況でした（{chance}）：{player}が捨て札の山から{cards}を取っています。</translation>
    </message>
    <message>
        <source>Knocking with {total} was likely to be caught ({chance}): {player} may well hold as little.</source>
        <translation>{total}でのノックはキャッチされやすい状況でした（{chance}）：{player}の手がそれ以下でもおかしくありません。</translation>
    </message>
    <message>
        <source>Knocking with {total} was early: playing on was worth more (a knock would be caught {chance} of the time).</source>
        <translation>{total}でのノックは早すぎました：続けるほうが得でした（ノックがキャッチされる確率{chance}）。</translation>
    </message>
    <message>
        <source>Knocking with {total} would have won {chance} of the time.</source>
        <translation>{total}でノックしていれば{chance}の確率で勝てました。</translation>
    </message>
    <message>
        <source>Taking {card} from the pile was better: it fits with {cards}.</source>
        <translation>捨て札の山の{card}を取るほうが良い手でした：{cards}とつながります。</translation>
    </message>
    <message>
        <source>Taking {card} from the pile was better than a card from the stock.</source>
        <translation>ストックから引くより、捨て札の山の{card}を取るほうが良い手でした。</translation>
    </message>
    <message>
        <source>Drawing from the stock was better than taking {card}.</source>
        <translation>{card}を取るより、ストックから引くほうが良い手でした。</translation>
    </message>
    <message>
        <source>Declining the discard was better: {total} was likely the lowest.</source>
        <translation>捨て札を断るほうが良い手でした：{total}はおそらく最低点でした。</translation>
    </message>
    <message>
        <source>Taking {card} was better than ending the round on {total}.</source>
        <translation>{total}でラウンドを終えるより、{card}を取るほうが良い手でした。</translation>
    </message>
    <message>
        <source>Laying {cards} was better than holding it back.</source>
        <translation>{cards}は手に残さず出すほうが良い手でした。</translation>
    </message>
    <message>
        <source>Hitting with {card} was better.</source>
        <translation>{card}でヒットするほうが良い手でした。</translation>
    </message>
    <message>
        <source>{card} fits with what {player} took from the pile ({cards}).</source>
        <translation>{card}は{player}が捨て札の山から取ったカード（{cards}）とつながります。</translation>
    </message>
    <message>
        <source>{card} fitted with {cards}, {other} with nothing: throwing {other} was better.</source>
        <translation>{card}は{cards}とつながり、{other}はどれともつながりません：{other}を捨てるほうが良い手でした。</translation>
    </message>
    <message>
        <source>Throwing {other} was better: it is worth more than {card}.</source>
        <translation>{other}を捨てるほうが良い手でした：{card}より点が高いからです。</translation>
    </message>
    <message>
        <source>Throwing {other} was better than {card}.</source>
        <translation>{card}より{other}を捨てるほうが良い手でした。</translation>
    </message>
    <message>
        <source>Keeping the cards in hand was better than: {move}.</source>
        <translation>次の手より、カードを手に残すほうが良い手でした：{move}。</translation>
    </message>
    <message>
        <source>Better: {move}.</source>
        <translation>より良い手：{move}。</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>ストックから引く</translation>
    </message>
    <message>
        <source>take {card} from the pile</source>
        <translation>捨て札の山から{card}を取る</translation>
    </message>
    <message>
        <source>take from the pile</source>
        <translation>捨て札の山から取る</translation>
    </message>
    <message>
        <source>lay {cards}</source>
        <translation>{cards}を出す</translation>
    </message>
    <message>
        <source>hit with {card}</source>
        <translation>{card}でヒット</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>decline the discard</source>
        <translation>捨て札を断る</translation>
    </message>
    <message>
        <source>declare the dealt 49</source>
        <translation>配られた49を宣言する</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Move {number} · {mark}: {chosen} (better: {best}), cost {cost} ± {error}</source>
        <translation>{number}手目 · {mark}：{chosen}（より良い手：{best}）、損失 {cost} ± {error}</translation>
    </message>
    <message>
        <source>Move {number}: {move} would have given {net}; the round gave {actual}.</source>
        <translation>{number}手目：{move}なら{net}でした。実際のラウンドは{actual}でした。</translation>
    </message>
    <message>
        <source>The hint would have played otherwise at {moves}; the coach found the difference too small to mark.</source>
        <translation>ヒントなら{moves}で別の手を選んでいましたが、その差は指摘するほど大きくありませんでした。</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>{number}手目（{move}）</translation>
    </message>
    <message>
        <source>Move {number}: {move}, then simple play by all, would have given {net}; the round gave {actual}.</source>
        <translation>{number}手目：{move}のあと全員が単純にプレイすれば{net}でした。実際のラウンドは{actual}でした。</translation>
    </message>
</context>
<context>
    <name>DailyChart</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Hard in your seat</source>
        <translation>あなたの席の「むずかしい」</translation>
    </message>
    <message>
        <source>Your deal of the day results beside hard&apos;s, by date</source>
        <translation>今日の配りのあなたの結果と「むずかしい」の結果(日付順)</translation>
    </message>
    <message>
        <source>No deal of the day played yet.</source>
        <translation>今日の配りはまだプレイしていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) from {first} to {last}: your results add up to {you}, hard&apos;s in your seat to {hard}.</source>
        <translation>
            <numerusform>{first}から{last}までの%n日: あなたの結果の合計は{you}、あなたの席の「むずかしい」は{hard}です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyResults</name>
    <message>
        <source>The deal of the day&apos;s results could not be read ({why}).</source>
        <translation>今日の配りの結果を読み込めませんでした（{why}）。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>配り番号</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>あなたの結果</translation>
    </message>
    <message>
        <source>Hard (mean)</source>
        <translation>「むずかしい」(平均)</translation>
    </message>
    <message>
        <source>Normal (mean)</source>
        <translation>「ふつう」(平均)</translation>
    </message>
    <message>
        <source>Your deal of the day results, the latest first</source>
        <translation>今日の配りのあなたの結果(新しい順)</translation>
    </message>
    <message>
        <source>Game ▸ Deal of the day: the same deal on every computer. Your result beside the computer&apos;s in your seat on the same cards, in stake units.</source>
        <translation>ゲーム ▸ 今日の配り: どのコンピューターでも同じ配りです。同じカードでのあなたの結果と、あなたの席のコンピューターの結果を賭け単位で示します。</translation>
    </message>
    <message>
        <source>No deal of the day played yet. Game ▸ Deal of the day deals it; its result is kept here.</source>
        <translation>今日の配りはまだプレイしていません。ゲーム ▸ 今日の配りで配られ、その結果がここに残ります。</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>How would the &amp;computer have played these cards?</source>
        <translation>コンピューターならこのカードをどうプレイしたか(&amp;C)</translation>
    </message>
    <message>
        <source>The same cards played again with hard and normal in your seat (Shift+C)</source>
        <translation>同じカードを、あなたの席に「むずかしい」と「ふつう」を座らせてもう一度プレイします (Shift+C)</translation>
    </message>
    <message>
        <source>Deal o&amp;f the day</source>
        <translation>今日の配り(&amp;F)</translation>
    </message>
    <message>
        <source>Today&apos;s deal, the same on every computer with these house rules</source>
        <translation>今日の配り。同じハウスルールなら、どのコンピューターでも同じカードです</translation>
    </message>
    <message>
        <source>The deal of the day, {date}: deal number {deal}.</source>
        <translation>{date}の今日の配り: 配り番号{deal}。</translation>
    </message>
    <message>
        <source>The computer can play a round&apos;s cards again once it is over.</source>
        <translation>ラウンドが終わると、コンピューターがそのカードをもう一度プレイできます。</translation>
    </message>
    <message>
        <source>No ledger session is in play.</source>
        <translation>記録中のセッションはありません。</translation>
    </message>
    <message>
        <source>Tonk deal {date} {rules}, {players} players: {you}, hard in my seat {hard}</source>
        <translation>トンク 今日の配り {date} {rules}・{players}人: {you}、私の席の「むずかしい」{hard}</translation>
    </message>
    <message>
        <source>The replay was cancelled.</source>
        <translation>再プレイをキャンセルしました。</translation>
    </message>
    <message>
        <source>The round could not be played again: {error}</source>
        <translation>このラウンドはもう一度プレイできませんでした: {error}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>How would the computer have played these cards?</source>
        <translation>コンピューターならこのカードをどうプレイしたか</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>コピー(&amp;O)</translation>
    </message>
    <message>
        <source>For the whole &amp;session…</source>
        <translation>セッション全体(&amp;S)…</translation>
    </message>
    <message>
        <source>Every round of this session played again by the computer in your seat</source>
        <translation>このセッションの全ラウンドを、あなたの席でコンピューターがもう一度プレイします</translation>
    </message>
    <message>
        <source>Copy the line to paste to friends</source>
        <translation>友だちに送る一行をコピー</translation>
    </message>
    <message>
        <source>Cancel the replay</source>
        <translation>再プレイをキャンセル</translation>
    </message>
    <message>
        <source>Replaying the round</source>
        <translation>ラウンドを再プレイ中</translation>
    </message>
    <message>
        <source>Your result:</source>
        <translation>あなたの結果:</translation>
    </message>
    <message>
        <source>Hard in your seat (mean):</source>
        <translation>あなたの席の「むずかしい」(平均):</translation>
    </message>
    <message>
        <source>Normal in your seat (mean):</source>
        <translation>あなたの席の「ふつう」(平均):</translation>
    </message>
    <message>
        <source>The cards:</source>
        <translation>カードの分:</translation>
    </message>
    <message>
        <source>The play:</source>
        <translation>プレイの分:</translation>
    </message>
    <message>
        <source>The computer is playing the round again in your seat, with the same cards…</source>
        <translation>コンピューターがあなたの席で、同じカードでラウンドをもう一度プレイしています…</translation>
    </message>
    <message>
        <source>In stakes won or lost. The cards: what hard got on these cards. The play: your result less that.</source>
        <translation>数字は勝ち負けした賭け金の単位です。カードの分: このカードで「むずかしい」が得た結果。プレイの分: あなたの結果からそれを引いたもの。</translation>
    </message>
    <message numerus="yes">
        <source>Each level played the round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>各レベルがこのラウンドを%n回プレイしました。相手は毎回同じです。</numerusform>
        </translation>
    </message>
    <message>
        <source>A person&apos;s seat ({names}) was played by normal.</source>
        <translation>人の席({names})は「ふつう」がプレイしました。</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>%n回の再プレイは終わらなかったので除きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The line to paste to friends</source>
        <translation>友だちに送る一行</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>{name} {card}</source>
        <translation>{name}は{card}</translation>
    </message>
    <message>
        <source>High card for the deal: {cards}</source>
        <translation>ディーラー決め：{cards}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>A new game: {players} players, base stake {stake}</source>
        <translation>新しいゲーム：{players}人、基本賭け金{stake}</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>最初のディーラーはあなたです</translation>
    </message>
    <message>
        <source>{name} deals first</source>
        <translation>最初のディーラーは{name}です</translation>
    </message>
    <message>
        <source>you deal</source>
        <translation>あなたが配ります</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name}が配ります</translation>
    </message>
    <message>
        <source>Round {number}: {dealer}</source>
        <translation>ラウンド{number}：{dealer}</translation>
    </message>
    <message>
        <source>Round {number}, deal number {deal}: {dealer}</source>
        <translation>ラウンド{number}（配り番号{deal}）：{dealer}</translation>
    </message>
    <message>
        <source>The up-card is {card}</source>
        <translation>表向きのカードは{card}</translation>
    </message>
    <message>
        <source>The session resumes after round {number}</source>
        <translation>ラウンド{number}の後からセッションを再開します</translation>
    </message>
    <message>
        <source>Round {number} resumes where it stopped</source>
        <translation>ラウンド{number}を中断したところから再開します</translation>
    </message>
    <message>
        <source>Round {number} (deal number {deal}) resumes where it stopped</source>
        <translation>ラウンド{number}（配り番号{deal}）を中断したところから再開します</translation>
    </message>
    <message>
        <source>You took back your turn (a practice round now)</source>
        <translation>自分の手番を取り消しました（このラウンドは練習扱いになります）</translation>
    </message>
    <message>
        <source>{name}&apos;s turn was taken back (a practice round now)</source>
        <translation>{name}の手番が取り消されました（このラウンドは練習扱いになります）</translation>
    </message>
    <message>
        <source>You play your turn again:</source>
        <translation>取り消した手番をもう一度プレイします：</translation>
    </message>
    <message>
        <source>{name}&apos;s turn is played again:</source>
        <translation>{name}の手番をもう一度プレイします：</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>先にこのラウンドを終えてください。</translation>
    </message>
    <message>
        <source>No round is being played.</source>
        <translation>プレイ中のラウンドはありません。</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours.</source>
        <translation>今は{name}の番で、あなたの番ではありません。</translation>
    </message>
</context>
<context>
    <name>HandOffOverlay</name>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>{name}に渡してください — 準備ができたらクリック</translation>
    </message>
    <message>
        <source>Every hand is hidden until then.</source>
        <translation>それまで、すべての手札は隠されています。</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>the {card} on the pile fits your cards</source>
        <translation>捨て札の{card}があなたの手札に合います</translation>
    </message>
    <message>
        <source>the {card} on the pile is cheap: {points} points</source>
        <translation>捨て札の{card}は安いカードです（{points}点）</translation>
    </message>
    <message>
        <source>there is no card on the pile to take</source>
        <translation>捨て札に取れるカードがありません</translation>
    </message>
    <message>
        <source>the {card} on the pile fits none of your cards</source>
        <translation>捨て札の{card}はあなたのどのカードとも合いません</translation>
    </message>
    <message>
        <source>laid down, these cards no longer count: {points} points less</source>
        <translation>出せばこのカードは点数に数えられません：{points}点減ります</translation>
    </message>
    <message>
        <source>the {card} fits that spread: {points} points less in your hand</source>
        <translation>{card}はそのスプレッドに合います：手札が{points}点減ります</translation>
    </message>
    <message>
        <source>the {card} counts {points} and is the card your hand needs least</source>
        <translation>{card}は{points}点で、手札で一番いらないカードです</translation>
    </message>
    <message>
        <source>your hand counts {total}: likely the lowest at the table</source>
        <translation>あなたの手札は{total}点：おそらくテーブルで一番低い合計です</translation>
    </message>
    <message>
        <source>{name}&apos;s hand on show counts {other} against your {total}: a knock would be caught</source>
        <translation>見えている{name}の手札は{other}点、あなたは{total}点：ノックするとキャッチされます</translation>
    </message>
    <message>
        <source>your hand counts {total}, less than any hand on show: {name}&apos;s counts {other}</source>
        <translation>あなたの手札は{total}点で、見えているどの手札よりも低い合計です（{name}は{other}点）</translation>
    </message>
    <message>
        <source>a dealt 49 wins 2 from everyone, and only if declared now</source>
        <translation>配られた49点は全員から2を得ますが、今宣言した場合だけです</translation>
    </message>
    <message>
        <source>the discard would not help, and your total is low enough</source>
        <translation>捨て札は役に立たず、あなたの合計は十分低いです</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Open for a person</source>
        <translation>人間用に空ける</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}のテーブル</translation>
    </message>
    <message>
        <source>Tonk table</source>
        <translation>トンクのテーブル</translation>
    </message>
    <message>
        <source>the name the others see</source>
        <translation>ほかの人に見える名前</translation>
    </message>
    <message>
        <source>The house rules in play</source>
        <translation>採用中のハウスルール</translation>
    </message>
    <message>
        <source>Saved rules: {name}</source>
        <translation>保存したルール：{name}</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>席{number}：</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>&amp;Ask my router to open the port to the internet (UPnP, PCP or NAT-PMP)</source>
        <translation>ルーターにインターネット向けのポートを開けてもらう（UPnP、PCP または NAT-PMP）(&amp;A)</translation>
    </message>
    <message>
        <source>Friends at their own homes reach the table through your router&apos;s public address; the port is closed again when the table closes</source>
        <translation>自宅にいる友だちは、ルーターの公開アドレスを通してテーブルに参加します。テーブルを閉じるとポートも閉じられます</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>空いているポート</translation>
    </message>
    <message>
        <source>Seconds a turn, plus a reserve</source>
        <translation>手番ごとの秒数と予備の持ち時間</translation>
    </message>
    <message>
        <source>Off: no limit</source>
        <translation>オフ：時間制限なし</translation>
    </message>
    <message>
        <source>When a turn&apos;s seconds and the player&apos;s reserve are spent, a computer player finishes the turn, and everyone is told</source>
        <translation>手番の秒数と予備の持ち時間を使い切ると、コンピューターがその手番を終え、全員に知らされます</translation>
    </message>
    <message>
        <source> s a turn</source>
        <translation> 秒／手番</translation>
    </message>
    <message>
        <source> s in reserve</source>
        <translation> 秒（予備）</translation>
    </message>
    <message>
        <source>Announce the table on this network (friends&apos; Join dialogs list it)</source>
        <translation>このネットワークでテーブルを知らせる（友だちの「参加」画面に表示されます）</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>テーブル名(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>あなたの名前(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <source>Base &amp;stake:</source>
        <translation>基本賭け金(&amp;S)：</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>席の数(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Time to move:</source>
        <translation>持ち時間(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Listen at:</source>
        <translation>待ち受けアドレス(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P)：</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>テーブル名</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Base stake</source>
        <translation>基本賭け金</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席の数</translation>
    </message>
    <message>
        <source>Time to move</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Seconds a turn</source>
        <translation>手番ごとの秒数</translation>
    </message>
    <message>
        <source>Seconds in reserve</source>
        <translation>予備の秒数</translation>
    </message>
    <message>
        <source>Listen at</source>
        <translation>待ち受けアドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Ask my router to open the port</source>
        <translation>ルーターにポートを開けてもらう</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>テーブルを開く(&amp;O)</translation>
    </message>
    <message>
        <source>Resume a table you &amp;hosted…</source>
        <translation>以前開いたテーブルを再開(&amp;H)…</translation>
    </message>
    <message>
        <source>Open again a table this computer hosted: the others take their seats back</source>
        <translation>このコンピューターで開いたテーブルをもう一度開きます。ほかの人は自分の席に戻れます</translation>
    </message>
    <message>
        <source>Give the table a name: friends see it in their Join dialogs.</source>
        <translation>テーブルに名前を付けてください。友だちの「参加」画面に表示されます。</translation>
    </message>
    <message>
        <source>Type your name: the others see it at your seat.</source>
        <translation>名前を入力してください。あなたの席に表示されます。</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of {currency}.</source>
        <translation>「{text}」は{currency}の金額ではありません。</translation>
    </message>
    <message>
        <source>The stake must be more than zero.</source>
        <translation>賭け金は0より大きくしてください。</translation>
    </message>
    <message>
        <source>The table cannot listen there ({why}). Choose another address or port, and try again.</source>
        <translation>テーブルはそこで待ち受けできません（{why}）。別のアドレスかポートを選んで、もう一度試してください。</translation>
    </message>
    <message>
        <source>&amp;Tables you hosted on this computer:</source>
        <translation>このコンピューターで開いたテーブル(&amp;T)：</translation>
    </message>
    <message>
        <source>Tables you hosted</source>
        <translation>あなたが開いたテーブル</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>テーブルを再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Forget the table…</source>
        <translation>テーブルを忘れる(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>No table hosted on this computer is kept to resume.</source>
        <translation>このコンピューターには再開できるテーブルがありません。</translation>
    </message>
    <message>
        <source>The same seats, stake, rules and join code; the round in progress goes on where it stood. The others choose Rejoin to take their seats back.</source>
        <translation>席、賭け金、ルール、参加コードはそのままで、途中のラウンドは止まったところから続きます。ほかの人は「テーブルに戻る」で自分の席に戻ります。</translation>
    </message>
    <message>
        <source>This table cannot be resumed: {why}</source>
        <translation>このテーブルは再開できません：{why}</translation>
    </message>
    <message>
        <source>The table cannot listen where it did ({why}). Close the program that uses that port, or check this computer&apos;s address, and try again.</source>
        <translation>テーブルは前と同じ場所で待ち受けできません（{why}）。そのポートを使っているプログラムを閉じるか、このコンピューターのアドレスを確かめて、もう一度試してください。</translation>
    </message>
    <message>
        <source>Forget the table</source>
        <translation>テーブルを忘れる</translation>
    </message>
    <message>
        <source>Forget the table “{table}”?</source>
        <translation>「{table}」を忘れますか？</translation>
    </message>
    <message>
        <source>It can no longer be resumed, and the others can no longer rejoin it. Its finished rounds stay in your ledger.</source>
        <translation>もう再開できず、ほかの人も戻れなくなります。終わったラウンドは台帳に残ります。</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>忘れる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>残す(&amp;K)</translation>
    </message>
    <message>
        <source>Could not forget the table: {why}</source>
        <translation>テーブルを忘れられませんでした：{why}</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>招待</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the invite</source>
        <translation>招待をコピー</translation>
    </message>
    <message>
        <source>&amp;Invite to paste into a chat (it holds the code too):</source>
        <translation>チャットに貼る招待(&amp;I)（参加コードも入っています）：</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>テーブルの席：</translation>
    </message>
    <message>
        <source>Who has joined</source>
        <translation>参加した人</translation>
    </message>
    <message>
        <source>The router&apos;s port</source>
        <translation>ルーターのポート</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完了(&amp;D)</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>参加コード：</translation>
    </message>
    <message>
        <source>The table “{table}” is open at address {address}, port {port}. Friends choose Game ▸ Join a table… and type the code below.</source>
        <translation>テーブル「{table}」はアドレス{address}、ポート{port}で開いています。友だちは「ゲーム ▸ テーブルに参加…」を選び、下のコードを入力します。</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>参加コード：{code}</translation>
    </message>
    <message>
        <source>Announced on the network at {address}.</source>
        <translation>{address}のネットワークで知らせています。</translation>
    </message>
    <message>
        <source>Not announced: friends join by address and port.</source>
        <translation>知らせていません。友だちはアドレスとポートで参加します。</translation>
    </message>
    <message>
        <source>{name}, computer player</source>
        <translation>{name}（コンピューター）</translation>
    </message>
    <message>
        <source>waiting for a person to join</source>
        <translation>参加者を待っています</translation>
    </message>
    <message>
        <source>Seat {number}: {who}</source>
        <translation>席{number}：{who}</translation>
    </message>
    <message>
        <source>The table “{table}” is closed: nobody can join it any more.</source>
        <translation>テーブル「{table}」は閉じられました。もう誰も参加できません。</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>ファイルを読み込めません</translation>
    </message>
    <message>
        <source>it is not a saved table</source>
        <translation>保存されたテーブルではありません</translation>
    </message>
    <message>
        <source>another version of Tonk saved it</source>
        <translation>別のバージョンのトンクで保存されています</translation>
    </message>
    <message>
        <source>part of it is missing or wrong</source>
        <translation>内容の一部が欠けているか壊れています</translation>
    </message>
    <message>
        <source>it was hosted by tonk-host; resume it with tonk-host --resume</source>
        <translation>tonk-host で開かれたテーブルです。tonk-host --resume で再開してください</translation>
    </message>
    <message>
        <source>its ledger session is not in your ledger (deleted, or another ledger file)</source>
        <translation>このテーブルのセッションがあなたの台帳にありません（削除されたか、別の台帳ファイルです）</translation>
    </message>
    <message>
        <source>another program (process {process}) is hosting it now</source>
        <translation>別のプログラム（プロセス {process}）がいまこのテーブルを開いています</translation>
    </message>
    <message>
        <source>another program is hosting it now</source>
        <translation>別のプログラムがいまこのテーブルを開いています</translation>
    </message>
    <message>
        <source>another program uses port {port}</source>
        <translation>ポート {port} は別のプログラムが使っています</translation>
    </message>
    <message>
        <source>this computer does not let a program listen on port {port}</source>
        <translation>このコンピューターではポート {port} で待ち受けできません</translation>
    </message>
    <message>
        <source>this computer no longer has the address {address}</source>
        <translation>このコンピューターにはもうアドレス {address} がありません</translation>
    </message>
    <message>
        <source>the system refused to listen on {address}, port {port}</source>
        <translation>システムがアドレス {address}、ポート {port} での待ち受けを拒否しました</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>壊れています</translation>
    </message>
    <message>
        <source>This table&apos;s file is damaged and cannot be resumed ({why}). Its finished rounds are safe in your ledger; Forget removes only this file.</source>
        <translation>このテーブルのファイルは壊れていて再開できません（{why}）。終わったラウンドは台帳に無事に残っています。「忘れる」はこのファイルだけを消します。</translation>
    </message>
    <message>
        <source>hosted without a window</source>
        <translation>ウィンドウなしで開いたテーブル</translation>
    </message>
    <message>
        <source>This table was hosted by tonk-host: resume it with tonk-host --resume.</source>
        <translation>このテーブルは tonk-host で開かれました。tonk-host --resume で再開してください。</translation>
    </message>
    <message>
        <source>its ledger session is missing</source>
        <translation>台帳にセッションがありません</translation>
    </message>
    <message>
        <source>This table&apos;s ledger session is not in your ledger (deleted, or another ledger file): it cannot be resumed. Forget removes only this file.</source>
        <translation>このテーブルのセッションはあなたの台帳にありません（削除されたか、別の台帳ファイルです）。再開できません。「忘れる」はこのファイルだけを消します。</translation>
    </message>
    <message>
        <source>{when} · rounds played: {rounds} · {players}</source>
        <translation>{when} · 終わったラウンド：{rounds} · {players}</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Deal</source>
        <translation>配り方</translation>
    </message>
    <message>
        <source>Automatic wins</source>
        <translation>配られた時点での勝ち</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>ヒット</translation>
    </message>
    <message>
        <source>Knocking and settlement</source>
        <translation>ノックと支払い</translation>
    </message>
    <message>
        <source>Tonk out</source>
        <translation>トンクアウト</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>手札の枚数</translation>
    </message>
    <message>
        <source>How many cards each player is dealt.</source>
        <translation>各プレイヤーに配るカードの枚数です。</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5枚</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7枚</translation>
    </message>
    <message>
        <source>9 cards</source>
        <translation>9枚</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>Two jokers in the deck; a joker stands for any card in a spread.</source>
        <translation>デッキにジョーカーを2枚入れます。ジョーカーはスプレッドの中でどのカードの代わりにもなります。</translation>
    </message>
    <message>
        <source>No jokers</source>
        <translation>ジョーカーなし</translation>
    </message>
    <message>
        <source>Two wild jokers</source>
        <translation>ワイルドのジョーカー2枚</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>ジョーカーの点数</translation>
    </message>
    <message>
        <source>What a joker still in your hand counts at the end (15 unless you change it).</source>
        <translation>ラウンドの終わりに手札に残ったジョーカーの点数です（変更しなければ15点）。</translation>
    </message>
    <message>
        <source>Ace points</source>
        <translation>エースの点数</translation>
    </message>
    <message>
        <source>What an ace in your hand counts. Aces are always low in runs.</source>
        <translation>手札のエースの点数です。ランの中ではエースは常にローです。</translation>
    </message>
    <message>
        <source>Ace counts 1</source>
        <translation>エースは1点</translation>
    </message>
    <message>
        <source>Ace counts 10</source>
        <translation>エースは10点</translation>
    </message>
    <message>
        <source>Turn up the first discard</source>
        <translation>最初の捨て札をめくる</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up; without it, the first player must draw from the stock.</source>
        <translation>配り終えたら1枚を表向きにします。めくらない場合、最初のプレイヤーはストックから引かなければなりません。</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>配札トンク</translation>
    </message>
    <message>
        <source>49 or 50 wins at once</source>
        <translation>49点・50点で即勝ち</translation>
    </message>
    <message>
        <source>50 wins at once; 49 must be shown on your first turn</source>
        <translation>50点は即勝ち、49点は最初の手番で見せる</translation>
    </message>
    <message>
        <source>No dealt tonk</source>
        <translation>配札トンクなし</translation>
    </message>
    <message>
        <source>Low deal: 13 or less wins 2</source>
        <translation>ロー配札：13点以下で2</translation>
    </message>
    <message>
        <source>A hand dealt with 13 points or fewer wins double at once.</source>
        <translation>配られた手札が13点以下なら、その場で倍額で勝ちます。</translation>
    </message>
    <message>
        <source>Low deal: 9 or less wins 3</source>
        <translation>ロー配札：9点以下で3</translation>
    </message>
    <message>
        <source>A hand dealt with 9 points or fewer wins triple at once.</source>
        <translation>配られた手札が9点以下なら、その場で3倍額で勝ちます。</translation>
    </message>
    <message>
        <source>When you may knock</source>
        <translation>ノックできるとき</translation>
    </message>
    <message>
        <source>Knock only instead of drawing, or also later in your turn before discarding.</source>
        <translation>ノックできるのは手番の最初（カードを引く代わり）だけか、捨てる前なら手番の途中でもよいかを決めます。</translation>
    </message>
    <message>
        <source>Only at the start of the turn</source>
        <translation>手番の最初だけ</translation>
    </message>
    <message>
        <source>Any time before discarding</source>
        <translation>捨てる前ならいつでも</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>ノック制限</translation>
    </message>
    <message>
        <source>You may knock only with this many points or fewer in hand (0 = any).</source>
        <translation>手札の合計がこの点数以下のときだけノックできます（0＝制限なし）。</translation>
    </message>
    <message>
        <source>Spreads must be laid</source>
        <translation>スプレッドは必ず出す</translation>
    </message>
    <message>
        <source>You may not end your turn while you could lay a spread (a book of aces may be kept).</source>
        <translation>スプレッドを出せる間は手番を終えられません（エースのブックは残してもかまいません）。</translation>
    </message>
    <message>
        <source>Discard the card you picked up</source>
        <translation>取った捨て札を捨てる</translation>
    </message>
    <message>
        <source>Allow throwing back the card just taken from the discard pile.</source>
        <translation>捨て札の山から取ったばかりのカードを、そのまま捨てられるようにします。</translation>
    </message>
    <message>
        <source>A picked-up discard must be played</source>
        <translation>取った捨て札は使う</translation>
    </message>
    <message>
        <source>Hit runs only</source>
        <translation>ランにだけヒット</translation>
    </message>
    <message>
        <source>Cards may be added to runs, never to books.</source>
        <translation>カードを付けられるのはランだけで、ブックには付けられません。</translation>
    </message>
    <message>
        <source>One hit per turn</source>
        <translation>ヒットは1手番に1回</translation>
    </message>
    <message>
        <source>At most one card may be added to the spreads in a turn.</source>
        <translation>1回の手番でスプレッドに付けられるカードは1枚までです。</translation>
    </message>
    <message>
        <source>Hit and hold</source>
        <translation>ヒットで足止め</translation>
    </message>
    <message>
        <source>When someone hits your spread, you are held back on your next turn.</source>
        <translation>誰かにスプレッドへヒットされると、次の手番で足止めされます。</translation>
    </message>
    <message>
        <source>No penalty</source>
        <translation>足止めなし</translation>
    </message>
    <message>
        <source>A held player may not lay new spreads</source>
        <translation>足止め中は新しいスプレッドを出せない</translation>
    </message>
    <message>
        <source>A held player may not knock</source>
        <translation>足止め中はノックできない</translation>
    </message>
    <message>
        <source>Dead books</source>
        <translation>ブックの消滅</translation>
    </message>
    <message>
        <source>A book hit up to all four cards goes to the discard pile.</source>
        <translation>ヒットで4枚そろったブックは捨て札の山に移ります。</translation>
    </message>
    <message>
        <source>A caught knocker pays</source>
        <translation>キャッチされたときの支払い</translation>
    </message>
    <message>
        <source>A knocker whose total is not strictly the lowest is caught. See what everyone pays in the example.</source>
        <translation>ノックした人の合計が単独でいちばん低くなければ、キャッチされます。誰がいくら払うかは例を見てください。</translation>
    </message>
    <message>
        <source>Tie when the stock runs dry</source>
        <translation>ストック切れの同点</translation>
    </message>
    <message>
        <source>When the stock is empty and the lowest totals tie.</source>
        <translation>ストックが空で、最低点が同点のときです。</translation>
    </message>
    <message>
        <source>Nobody pays</source>
        <translation>誰も払わない</translation>
    </message>
    <message>
        <source>Each tied player gets 1 from the others</source>
        <translation>同点の各プレイヤーが他の全員から1ずつ</translation>
    </message>
    <message>
        <source>Tonk needs the whole hand</source>
        <translation>全部使ってトンク</translation>
    </message>
    <message>
        <source>A tonk out pays double only if you played every card you held after drawing.</source>
        <translation>引いた後に持っていたカードをすべて使ったときだけ、トンクアウトが倍額になります。</translation>
    </message>
    <message>
        <source>Tonk needs a new spread</source>
        <translation>トンクには新しいスプレッドが必要</translation>
    </message>
    <message>
        <source>A tonk out pays double only if you laid a new spread that turn.</source>
        <translation>その手番に新しいスプレッドを出したときだけ、トンクアウトが倍額になります。</translation>
    </message>
    <message>
        <source>Double-double (two players)</source>
        <translation>ダブル・ダブル（2人戦）</translation>
    </message>
    <message>
        <source>Double-double is played by two players only: set two seats on the Players tab, or turn this off.</source>
        <translation>ダブル・ダブルは2人戦だけのルールです。「プレイヤー」タブで席を2つにするか、このルールをオフにしてください。</translation>
    </message>
    <message>
        <source>There are not enough cards to deal this many hands of this size.</source>
        <translation>この人数とこの枚数では、配るカードが足りません。</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>A hand dealt with 49 or 50 points wins double without playing.</source>
        <translation>配られた手札が49点か50点なら、プレイせずに倍額で勝ちます。</translation>
    </message>
    <message>
        <source>You may take the discard only if you spread it or hit with it that turn.</source>
        <translation>捨て札は、その手番のうちにスプレッドに使うかヒットする場合にだけ取れます。</translation>
    </message>
    <message>
        <source>Encyclopedia</source>
        <translation>百科事典</translation>
    </message>
    <message>
        <source>When you tonk out and your opponent could hit every card left in their hand onto the spreads on the table, the tonk pays 4.</source>
        <translation>あなたがトンクアウトし、相手が残りの手札をすべて場のスプレッドにヒットできる状態なら、トンクの支払いは4になります。</translation>
    </message>
    <message>
        <source>This Tonk does not know the house rule {names}.</source>
        <translation>このバージョンのトンクは、ハウスルール {names} に対応していません。</translation>
    </message>
    <message>
        <source>“{rule}” cannot be {value}.</source>
        <translation>「{rule}」を {value} にはできません。</translation>
    </message>
    <message>
        <source>“{rule}” cannot be set that way.</source>
        <translation>「{rule}」はそのようには設定できません。</translation>
    </message>
    <message>
        <source>A table has 2 to 4 players.</source>
        <translation>テーブルのプレイヤーは2～4人です。</translation>
    </message>
    <message>
        <source>These are not house rules.</source>
        <translation>これはハウスルールではありません。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Rules: {preset}, {players} players.</source>
        <translation>ルール：{preset}、{players}人。</translation>
    </message>
    <message>
        <source>Each player is dealt {n} cards.</source>
        <translation>各プレイヤーに{n}枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Two wild jokers are in the deck; a joker left in hand counts {points} points.</source>
        <translation>デッキにワイルドのジョーカーが2枚入ります。手札に残ったジョーカーは{points}点です。</translation>
    </message>
    <message>
        <source>No jokers.</source>
        <translation>ジョーカーは使いません。</translation>
    </message>
    <message>
        <source>An ace counts 1 point; aces are low in runs (A-2-3, never Q-K-A).</source>
        <translation>エースは1点です。ランではエースはローです（A-2-3。Q-K-Aは不可）。</translation>
    </message>
    <message>
        <source>An ace counts 10 points; aces are low in runs (A-2-3, never Q-K-A).</source>
        <translation>エースは10点です。ランではエースはローです（A-2-3。Q-K-Aは不可）。</translation>
    </message>
    <message>
        <source>The first discard is turned up after the deal.</source>
        <translation>配り終えたら、最初の捨て札を1枚めくります。</translation>
    </message>
    <message>
        <source>No card is turned up: the first player draws from the stock.</source>
        <translation>カードはめくりません。最初のプレイヤーはストックから引きます。</translation>
    </message>
    <message>
        <source>A hand dealt with 49 or 50 points wins 2 from everyone.</source>
        <translation>配られた手札が49点か50点なら、全員から2ずつ受け取ります。</translation>
    </message>
    <message>
        <source>A dealt 50 wins 2 from everyone; a dealt 49 wins only if shown at the start of that player&apos;s first turn.</source>
        <translation>配られた50点は全員から2ずつ受け取ります。49点は、そのプレイヤーの最初の手番の始めに見せたときだけ勝ちです。</translation>
    </message>
    <message>
        <source>No dealt tonk: 49 or 50 at the deal means nothing.</source>
        <translation>配札トンクなし：配られた時点の49点・50点には意味がありません。</translation>
    </message>
    <message>
        <source>A hand dealt with 9 points or fewer wins 3 from everyone.</source>
        <translation>配られた手札が9点以下なら、全員から3ずつ受け取ります。</translation>
    </message>
    <message>
        <source>A hand dealt with 13 points or fewer wins 2 from everyone.</source>
        <translation>配られた手札が13点以下なら、全員から2ずつ受け取ります。</translation>
    </message>
    <message>
        <source>You may knock only at the start of your turn, instead of drawing.</source>
        <translation>ノックできるのは手番の最初、カードを引く代わりにだけです。</translation>
    </message>
    <message>
        <source>You may knock at the start of your turn or later, before discarding.</source>
        <translation>手番の最初でも、その後でも、捨てる前ならノックできます。</translation>
    </message>
    <message>
        <source>You may knock only with {n} points or fewer.</source>
        <translation>ノックできるのは手札の合計が{n}点以下のときだけです。</translation>
    </message>
    <message>
        <source>Spreads must be laid when you can (a book of aces may be kept).</source>
        <translation>出せるスプレッドは必ず出します（エースのブックは残してもかまいません）。</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back.</source>
        <translation>捨て札の山から取ったばかりのカードを、そのまま捨ててもかまいません。</translation>
    </message>
    <message>
        <source>A player whose spread another player hits may not lay new spreads next turn; each further hit adds a turn.</source>
        <translation>他のプレイヤーにスプレッドへヒットされたプレイヤーは、次の手番で新しいスプレッドを出せません。ヒットされるたびに1手番ずつ増えます。</translation>
    </message>
    <message>
        <source>A player whose spread another player hits may not knock next turn; each further hit adds a turn.</source>
        <translation>他のプレイヤーにスプレッドへヒットされたプレイヤーは、次の手番でノックできません。ヒットされるたびに1手番ずつ増えます。</translation>
    </message>
    <message>
        <source>A book hit up to four cards goes to the discard pile.</source>
        <translation>ヒットで4枚になったブックは捨て札の山に移ります。</translation>
    </message>
    <message>
        <source>Double-double: a tonk pays 4 when the other player could hit every card left onto the table.</source>
        <translation>ダブル・ダブル：相手が残りの手札をすべて場にヒットできる状態なら、トンクは4になります。</translation>
    </message>
    <message>
        <source>A card taken from the discard pile must be played that turn.</source>
        <translation>捨て札の山から取ったカードは、その手番のうちに使わなければなりません。</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back that turn, unless it is the last card in hand.</source>
        <translation>捨て札の山から取ったばかりのカードは、手札の最後の1枚でない限り、その手番には捨てられません。</translation>
    </message>
    <message>
        <source>Hits go on runs only.</source>
        <translation>ヒットできるのはランだけです。</translation>
    </message>
    <message>
        <source>Hits go on books and runs.</source>
        <translation>ヒットはブックにもランにもできます。</translation>
    </message>
    <message>
        <source>Only one hit per turn.</source>
        <translation>ヒットは1手番に1回だけです。</translation>
    </message>
    <message>
        <source>A caught knocker pays 2 to each player as low or lower; the lowest also get 1 from everyone else.</source>
        <translation>キャッチされた人は、合計が自分と同じかそれより低い全員に2ずつ払います。最低点のプレイヤーはさらに、他の全員から1ずつ受け取ります。</translation>
    </message>
    <message>
        <source>A caught knocker pays 1 to each player lower; the lowest also get 1 from everyone else (2 from a knocker who tied).</source>
        <translation>キャッチされた人は、合計が自分より低い全員に1ずつ払います。最低点のプレイヤーはさらに、他の全員から1ずつ受け取ります（最低点と同点でキャッチされた人からは2）。</translation>
    </message>
    <message>
        <source>Dry stock: the lowest total wins 1; a tie, nobody pays.</source>
        <translation>ストック切れ：合計がいちばん低いプレイヤーが1を得ます。同点なら誰も払いません。</translation>
    </message>
    <message>
        <source>Dry stock: the lowest total wins 1; tied lowest players each win 1.</source>
        <translation>ストック切れ：合計がいちばん低いプレイヤーが1を得ます。同点なら、並んだプレイヤーがそれぞれ1を得ます。</translation>
    </message>
    <message>
        <source>Tonk out (no discard) wins 2 from everyone; going out wins 1.</source>
        <translation>トンクアウト（捨てずに上がる）は全員から2、捨てて上がれば1を得ます。</translation>
    </message>
    <message>
        <source>A tonk out pays 2 only when every card held after drawing was played.</source>
        <translation>引いた後に持っていたカードをすべて使ったときだけ、トンクアウトは2になります。</translation>
    </message>
    <message>
        <source>A tonk out pays 2 only with a new spread laid that turn.</source>
        <translation>その手番に新しいスプレッドを出したときだけ、トンクアウトは2になります。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>{table} — {address}:{port} — another version of Tonk: cannot join</source>
        <translation>{table} — {address}:{port} — 別のバージョンのトンク：参加できません</translation>
    </message>
    <message>
        <source>{table} — {address}:{port} — seats open: {open} of {seats}</source>
        <translation>{table} — {address}:{port} — 空席：{seats}席中{open}席</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>テーブルに戻る</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>テーブルに参加</translation>
    </message>
    <message>
        <source>Look for tables on</source>
        <translation>テーブルを探すネットワーク</translation>
    </message>
    <message>
        <source>Tables found on the network</source>
        <translation>ネットワークで見つかったテーブル</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>テーブルを探しています…</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>招待</translation>
    </message>
    <message>
        <source>paste the tonk:// invite here</source>
        <translation>tonk:// の招待をここに貼り付け</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>参加コード</translation>
    </message>
    <message>
        <source>Certificate fingerprint</source>
        <translation>証明書のフィンガープリント</translation>
    </message>
    <message>
        <source>from the invite, or found on the network</source>
        <translation>招待から、またはネットワークで見つかったもの</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>&amp;Look on:</source>
        <translation>探す場所(&amp;L)：</translation>
    </message>
    <message>
        <source>Take your seat at “{table}” back, as {name}.</source>
        <translation>「{table}」のあなたの席に{name}として戻ります。</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>招待(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O)：</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>参加コード(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Fingerprint:</source>
        <translation>フィンガープリント(&amp;F)：</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>戻る(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <source>Not looking for tables on the network: paste the invite, or type the table&apos;s address and port.</source>
        <translation>ネットワークでテーブルを探していません。招待を貼り付けるか、テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>The invite is read: choose Join.</source>
        <translation>招待を読み込みました。「参加」を選んでください。</translation>
    </message>
    <message>
        <source>No table found yet: a table being hosted appears here by itself.</source>
        <translation>まだテーブルが見つかりません。開かれたテーブルは自動的にここに表示されます。</translation>
    </message>
    <message>
        <source>Choose a table, or type an address and port.</source>
        <translation>テーブルを選ぶか、アドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Type the table&apos;s address (the host&apos;s dialog shows it), or choose a table.</source>
        <translation>テーブルのアドレス（ホストの画面に表示されています）を入力するか、テーブルを選んでください。</translation>
    </message>
    <message>
        <source>Type the join code the host&apos;s dialog shows.</source>
        <translation>ホストの画面に表示されている参加コードを入力してください。</translation>
    </message>
    <message>
        <source>Type your name: the others see it at your seat.</source>
        <translation>名前を入力してください。あなたの席に表示されます。</translation>
    </message>
    <message>
        <source>The fingerprint is not one: it has 64 letters 0–9 and a–f (colons between pairs are fine). Paste it from the invite, or leave it empty.</source>
        <translation>フィンガープリントではありません。0–9 と a–f の 64 文字です（2 文字ごとのコロンはあってもかまいません）。招待から貼り付けるか、空のままにしてください。</translation>
    </message>
    <message>
        <source>Joining the table at {address}, port {port}…</source>
        <translation>アドレス{address}、ポート{port}のテーブルに参加しています…</translation>
    </message>
    <message>
        <source>No table answered at {address}, port {port}: check the address and port the host&apos;s dialog shows, and that both computers are on the same network ({detail}).</source>
        <translation>アドレス{address}、ポート{port}でテーブルが応答しません。ホストの画面に表示されたアドレスとポート、両方のコンピューターが同じネットワークにあることを確かめてください（{detail}）。</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>No Japanese font is installed, so Japanese text would show as boxes. Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and restart.</source>
        <translation>日本語フォントがインストールされていないため、日本語の文字が四角で表示されます。フォントをインストールしてから（Debian や Ubuntu では fonts-noto-cjk パッケージ）再起動してください。</translation>
    </message>
</context>
<context>
    <name>LastTurn</name>
    <message>
        <source>drew</source>
        <translation>引いた</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>ストックから引いた</translation>
    </message>
    <message>
        <source>took {card}</source>
        <translation>{card}を取った</translation>
    </message>
    <message>
        <source>took {card} from the pile</source>
        <translation>捨て札から{card}を取った</translation>
    </message>
    <message>
        <source>threw {card}</source>
        <translation>{card}を捨てた</translation>
    </message>
    <message>
        <source>laid {cards}</source>
        <translation>{cards}を出した</translation>
    </message>
    <message>
        <source>hit with {card}</source>
        <translation>{card}でヒット</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>ノックした</translation>
    </message>
    <message>
        <source>declined the discard</source>
        <translation>捨て札を断った</translation>
    </message>
    <message>
        <source>declared a dealt 49</source>
        <translation>配られた49を宣言した</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>Tonk out</source>
        <extracomment>The raw value of a cell (minor units for money), for sorting and tests.</extracomment>
        <translation>トンクアウト</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>キャッチ</translation>
    </message>
    <message>
        <source>Dry stock</source>
        <translation>ストック切れ</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>配札トンク</translation>
    </message>
    <message>
        <source>Low deal</source>
        <translation>ロー配札</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>You pay {payee} {amount}</source>
        <translation>あなたが{payee}に{amount}を払います</translation>
    </message>
    <message>
        <source>{payer} pays you {amount}</source>
        <translation>{payer}があなたに{amount}を払います</translation>
    </message>
    <message>
        <source>{name}: {balance}</source>
        <translation>{name}: {balance}</translation>
    </message>
    <message>
        <source>(in hand {money})</source>
        <translation>（所持金 {money}）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>終わり方</translation>
    </message>
    <message>
        <source>{name} total</source>
        <translation>{name}の累計</translation>
    </message>
    <message>
        <source>{name} ±</source>
        <translation>{name} ±</translation>
    </message>
    <message>
        <source>{name}&apos;s balance after the round, in {currency}</source>
        <translation>ラウンド後の{name}の収支（{currency}）</translation>
    </message>
    <message>
        <source>What {name} won or lost in the round, in {currency}</source>
        <translation>このラウンドで{name}が得た・失った額（{currency}）</translation>
    </message>
    <message>
        <source>{words}: {name}</source>
        <translation>{words}：{name}</translation>
    </message>
    <message>
        <source>{words}: {names}</source>
        <translation>{words}：{names}</translation>
    </message>
    <message>
        <source>Round {number}: nobody pays</source>
        <translation>ラウンド{number}：支払いなし</translation>
    </message>
    <message>
        <source>Round {number}:</source>
        <translation>ラウンド{number}：</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer}が{payee}に{amount}を払う</translation>
    </message>
    <message>
        <source>({caught} for being caught + {win} for the win)</source>
        <translation>（キャッチされた分 {caught} + 勝ちの分 {win}）</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Tonk-outs</source>
        <translation>トンクアウト</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>最大の勝ち</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>最大の負け</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>{header} ({currency})</source>
        <translation>{header}（{currency}）</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>まだ勝ちなし</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>賭け金</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最後に遊んだ日</translation>
    </message>
</context>
<context>
    <name>LedgerBinding</name>
    <message>
        <source>The session in play was deleted: this game is no longer recorded.</source>
        <translation>プレイ中のセッションが削除されました。このゲームはもう記録されません。</translation>
    </message>
    <message>
        <source>The ledger can be written again: the stakes kept are now recorded.</source>
        <translation>台帳に再び書き込めるようになりました。保留していた賭け金を記録しました。</translation>
    </message>
    <message>
        <source>The game in progress could not be kept ({why}). The game goes on.</source>
        <translation>進行中のゲームを保存できませんでした（{why}）。ゲームは続きます。</translation>
    </message>
    <message>
        <source>This round&apos;s stakes are kept, and recorded in the session as soon as the ledger can be written</source>
        <translation>このラウンドの賭け金は保留し、台帳に書き込めるようになりしだいセッションに記録します</translation>
    </message>
    <message>
        <source>The round in progress was not saved</source>
        <translation>進行中のラウンドは保存されませんでした</translation>
    </message>
    <message>
        <source>The ledger could not be written ({why}). {what}. The game goes on.</source>
        <translation>台帳に書き込めませんでした（{why}）。{what}。ゲームは続きます。</translation>
    </message>
</context>
<context>
    <name>LedgerDock</name>
    <message>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <source>No session is being kept. Game ▸ New session… starts one; Game ▸ Sessions… resumes one.</source>
        <translation>記録中のセッションはありません。ゲーム ▸ 新しいセッション…で始め、ゲーム ▸ セッション一覧…で再開できます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — stake {stake}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — 賭け金 {stake}</translation>
    </message>
    <message>
        <source>In hand: {money}</source>
        <translation>所持金: {money}</translation>
    </message>
    <message>
        <source>No rounds played yet.</source>
        <translation>まだラウンドを遊んでいません。</translation>
    </message>
    <message>
        <source>{rounds} rounds. Endings: {endings}. Biggest swing: {swing} (round {number}). Money moved: {moved}.</source>
        <translation>{rounds}ラウンド。終わり方：{endings}。最大の変動：{swing}（ラウンド{number}）。動いた金額：{moved}。</translation>
    </message>
    <message>
        <source>Settle up…</source>
        <translation>精算…</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Rounds of the session</source>
        <translation>セッションのラウンド</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>プレイヤー別の統計</translation>
    </message>
    <message>
        <source>Balance chart</source>
        <translation>収支グラフ</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>台帳</translation>
    </message>
</context>
<context>
    <name>LedgerScreenshot</name>
    <message>
        <source>Friday night</source>
        <translation>金曜の夜</translation>
    </message>
</context>
<context>
    <name>LedgerWindow</name>
    <message>
        <source>New s&amp;ession…</source>
        <translation>新しいセッション(&amp;E)…</translation>
    </message>
    <message>
        <source>Sess&amp;ions…</source>
        <translation>セッション一覧(&amp;I)…</translation>
    </message>
    <message>
        <source>Settle &amp;up…</source>
        <translation>精算(&amp;U)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>This session has a finished round waiting to be recorded, and the ledger still cannot be written. The game goes on as it was; resume the session once the ledger can be written.</source>
        <translation>このセッションには記録待ちの終わったラウンドがありますが、台帳にはまだ書き込めません。ゲームはそのまま続きます。台帳に書き込めるようになってからセッションを再開してください。</translation>
    </message>
    <message>
        <source>The session could not be opened ({why}). The game goes on as it was.</source>
        <translation>セッションを開けませんでした（{why}）。ゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>The interrupted game cannot be resumed ({why}).</source>
        <translation>中断したゲームは再開できません（{why}）。</translation>
    </message>
    <message>
        <source>The unfinished round could not be dropped ({why}); it is offered again at the next start.</source>
        <translation>未完了のラウンドを破棄できませんでした（{why}）。次回の起動時にもう一度再開を尋ねます。</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>中断したゲームを再開しますか？</translation>
    </message>
    <message>
        <source>Your game in the session “{name}” was interrupted in round {number}. Resume it where it stopped?</source>
        <translation>セッション「{name}」のゲームがラウンド{number}で中断しています。中断したところから再開しますか？</translation>
    </message>
    <message>
        <source>The session could not be read ({why}).</source>
        <translation>セッションを読み込めませんでした（{why}）。</translation>
    </message>
    <message>
        <source>The deal of the day&apos;s result could not be kept ({why}).</source>
        <translation>今日の配りの結果を記録できませんでした（{why}）。</translation>
    </message>
    <message>
        <source>The game in progress could not be read; it was kept as {path} and cannot be resumed.</source>
        <translation>進行中のゲームを読み込めませんでした。{path} として残してありますが、再開はできません。</translation>
    </message>
    <message>
        <source>The session “{name}” you were playing is no longer in the ledger. A new game is dealt, outside any session.</source>
        <translation>プレイしていたセッション「{name}」は台帳にもうありません。セッション外の新しいゲームを配ります。</translation>
    </message>
    <message>
        <source>The session “{name}” you were playing cannot be opened ({why}). A new game is dealt, outside any session.</source>
        <translation>プレイしていたセッション「{name}」を開けません（{why}）。セッション外の新しいゲームを配ります。</translation>
    </message>
    <message>
        <source>The session “{name}” is kept: Game ▸ Sessions… resumes it. This game is not recorded.</source>
        <translation>セッション「{name}」は保存されています。「ゲーム ▸ セッション一覧…」から再開できます。このゲームは記録されません。</translation>
    </message>
    <message>
        <source>Continue the session?</source>
        <translation>セッションを続けますか？</translation>
    </message>
    <message>
        <source>You were playing the session “{name}”; its round {number} is next. Continue the session?</source>
        <translation>セッション「{name}」をプレイ中でした。次はラウンド{number}です。セッションを続けますか？</translation>
    </message>
    <message>
        <source>New game plays outside the session, unrecorded; the session and its rounds stay under Game ▸ Sessions…</source>
        <translation>「新しいゲーム」はセッション外で記録せずにプレイします。セッションとそのラウンドは「ゲーム ▸ セッション一覧…」に残ります。</translation>
    </message>
    <message>
        <source>&amp;Continue the session</source>
        <translation>セッションを続ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Your game (not in a session) was interrupted in round {number}. Resume it where it stopped?</source>
        <translation>（セッション外の）ゲームがラウンド{number}で中断しています。中断したところから再開しますか？</translation>
    </message>
    <message>
        <source>Later asks again next time. Start fresh drops only the unfinished round — nothing is paid until a round ends — and keeps the session and its settled rounds under Game ▸ Sessions…</source>
        <translation>「後で」を選ぶと次回また確認します。「新しく始める」は終わっていないラウンドだけを破棄し（ラウンドが終わるまで支払いは発生しません）、セッションと精算済みのラウンドは「ゲーム ▸ セッション一覧…」に残します。</translation>
    </message>
    <message>
        <source>Later asks again next time. Start fresh drops the unfinished round and deals a new game.</source>
        <translation>「後で」を選ぶと次回また確認します。「新しく始める」は終わっていないラウンドを破棄し、新しいゲームを配ります。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start fresh</source>
        <translation>新しく始める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <source>The session could not be created ({why}).</source>
        <translation>セッションを作成できませんでした（{why}）。</translation>
    </message>
    <message>
        <source>The sessions could not be read ({why}).</source>
        <translation>セッションを読み込めませんでした（{why}）。</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>台帳</translation>
    </message>
    <message>
        <source>The ledger {path} cannot be written: the file or its folder is read-only. The game is played and the stakes of each round are kept until the game is closed; make the file writable again and they are recorded.</source>
        <translation>台帳 {path} に書き込めません：ファイルかそのフォルダーが読み取り専用です。ゲームはそのまま遊べ、各ラウンドの賭け金はゲームを閉じるまで保留します。ファイルを書き込み可能に戻せば記録されます。</translation>
    </message>
    <message>
        <source>The round could not be read ({why}). The game goes on as it was.</source>
        <translation>ラウンドを読み込めませんでした（{why}）。ゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>Round {number} of “{session}” was recorded without its hand history, so it cannot be replayed.</source>
        <translation>「{session}」のラウンド{number}は履歴なしで記録されているため、再生できません。</translation>
    </message>
    <message>
        <source>Round {number} of “{session}” cannot be replayed: {why}</source>
        <translation>「{session}」のラウンド{number}は再生できません：{why}</translation>
    </message>
    <message>
        <source>“{session}”, round {number}</source>
        <translation>「{session}」ラウンド{number}</translation>
    </message>
    <message>
        <source>The ledger still cannot be written: the stakes of the rounds kept since it failed are kept in files beside it, and recorded when Tonk Desktop next opens the ledger and it can be written.</source>
        <translation>台帳にはまだ書き込めません。失敗してから保留しているラウンドの賭け金は台帳の隣のファイルに保存されており、次にトンクが台帳を開いて書き込めるようになったときに記録されます。</translation>
    </message>
    <message>
        <source>The ledger still cannot be written: the stakes of the rounds kept since it failed are lost now that the game is closed.</source>
        <translation>台帳にはまだ書き込めません。書き込めなくなってから保留していたラウンドの賭け金は、ゲームを閉じたため失われました。</translation>
    </message>
    <message>
        <source>Tonk Desktop is already open and keeping the ledger {path}. This window plays without recording the stakes, so that no round is counted twice.</source>
        <translation>トンクはすでに起動していて、台帳 {path} を使っています。同じラウンドを二重に数えないよう、このウィンドウでは賭け金を記録せずに遊びます。</translation>
    </message>
    <message>
        <source>{why}

The game is played without recording the stakes.</source>
        <translation>{why}

賭け金を記録せずにゲームを続けます。</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Short lessons on the real table, in order: each deals prepared cards and waits for your move. Any lesson can be played again.</source>
        <translation>本物のテーブルで順番に進む短いレッスンです。各レッスンは用意されたカードを配り、あなたの手を待ちます。どのレッスンも何度でもやり直せます。</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Practice with open cards</source>
        <translation>手札を公開して練習(&amp;P)</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>未完了</translation>
    </message>
    <message>
        <source>The house rules this table plays: a tour</source>
        <translation>このテーブルのハウスルールを見て回る</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>やって見せて(&amp;M)</translation>
    </message>
    <message>
        <source>Make this step&apos;s move for me</source>
        <translation>このステップの手を代わりにプレイします</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>一覧(&amp;L)…</translation>
    </message>
    <message>
        <source>This table&apos;s house rules</source>
        <translation>このテーブルのハウスルール</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;End the tour</source>
        <translation>終了(&amp;E)</translation>
    </message>
    <message>
        <source>Practice with open cards</source>
        <translation>手札を公開して練習</translation>
    </message>
    <message>
        <source>Every hand is face up: watch how the computer players play. Press H for a hint: the status bar and this panel say why it is the move.</source>
        <translation>すべての手札が表向きです。コンピューターのプレイを見てください。Hでヒント：その手の理由をステータスバーとこのパネルに表示します。</translation>
    </message>
    <message>
        <source>&amp;End practice</source>
        <translation>終了(&amp;E)</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>ステップ {n}/{total}</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>次のレッスン(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;End the lesson</source>
        <translation>終了(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>遊び方を学ぶ(&amp;L)…</translation>
    </message>
    <message>
        <source>Learn to play Tonk?</source>
        <translation>トンクの遊び方を学びますか？</translation>
    </message>
    <message>
        <source>New to Tonk? Short lessons on the table teach it from the start, by playing. You can find them later under Help ▸ Learn to play.</source>
        <translation>トンクは初めてですか？テーブルの上の短いレッスンで、実際に遊びながら最初から学べます。あとからでも「ヘルプ ▸ 遊び方を学ぶ」で開けます。</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;No, thanks</source>
        <translation>いいえ、結構です(&amp;N)</translation>
    </message>
    <message>
        <source>Lesson done. Choose the next one, or go back to your game.</source>
        <translation>レッスン完了です。次のレッスンを選ぶか、ゲームに戻ってください。</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move.</source>
        <translation>相手の手を見てください。</translation>
    </message>
    <message>
        <source>Press Next when you have read this (Enter on the Next button).</source>
        <translation>読み終えたら「次へ」を押してください（「次へ」ボタンでEnter）。</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>ストック</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <source>the open table</source>
        <translation>テーブルの空いた場所</translation>
    </message>
    <message>
        <source>the spread lit on the table</source>
        <translation>テーブル上で光っているスプレッド</translation>
    </message>
    <message>
        <source>the Knock button</source>
        <translation>ノックボタン</translation>
    </message>
    <message>
        <source>the Declare 49 button</source>
        <translation>「49を宣言」ボタン</translation>
    </message>
    <message>
        <source>your points, beside your hand</source>
        <translation>手札の横にあるあなたの点数</translation>
    </message>
    <message>
        <source>the round&apos;s result</source>
        <translation>ラウンドの結果</translation>
    </message>
    <message>
        <source>Lit: {targets}.</source>
        <translation>強調表示：{targets}。</translation>
    </message>
    <message>
        <source>Practice with open cards: every hand is face up.</source>
        <translation>手札を公開して練習：すべての手札が表向きです。</translation>
    </message>
    <message>
        <source>This lesson is over: choose the next one in the lesson panel, or go back to your game.</source>
        <translation>このレッスンは終わりました。レッスンパネルで次を選ぶか、ゲームに戻ってください。</translation>
    </message>
    <message>
        <source>Read this step first, then press Next in the lesson panel.</source>
        <translation>まずこのステップを読んでから、レッスンパネルの「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Wait: {name} is playing.</source>
        <translation>お待ちください：{name}の番です。</translation>
    </message>
    <message>
        <source>That move is not allowed. {reason}</source>
        <translation>その手は認められていません。{reason}</translation>
    </message>
    <message>
        <source>Not this move now. {why}</source>
        <translation>今はその手ではありません。{why}</translation>
    </message>
    <message>
        <source>Instead: {move}.</source>
        <translation>代わりに：{move}。</translation>
    </message>
    <message>
        <source>The lesson&apos;s next move</source>
        <translation>レッスンの次の手</translation>
    </message>
    <message>
        <source>The cards, their points and the goal</source>
        <translation>カード、点数、目的</translation>
    </message>
    <message>
        <source>What each card counts, and what a round is played for.</source>
        <translation>各カードの点数と、ラウンドの目的。</translation>
    </message>
    <message>
        <source>Tonk is played with one deck of 52 cards. Every card left in your hand counts points: an ace 1, two to ten what they show, a jack, queen or king 10. Your hand counts 29 points: the badge beside your cards says so.</source>
        <translation>トンクは52枚のデッキ1組で遊びます。手札に残ったカードはすべて点数になります：エースは1点、2から10は数字どおり、ジャック・クイーン・キングは10点。あなたの手札は29点で、カードの横の表示がそれを示しています。</translation>
    </message>
    <message>
        <source>The goal of every round: be left with the fewest points, or with no cards at all. Cards leave your hand in spreads laid on the table, and one a turn onto the discard pile. Your ace costs 1 point, your K♦ 10.</source>
        <translation>各ラウンドの目的：残る点数をできるだけ少なくするか、カードを全部なくすことです。カードはテーブルに出すスプレッドで、また毎手番1枚ずつ捨て札に出して手札から減ります。あなたのエースは1点、K♦は10点です。</translation>
    </message>
    <message>
        <source>A turn starts with a draw. Draw the top card of the stock: press T, double-click the stock, or drag it to your hand.</source>
        <translation>手番はカードを引くことから始まります。ストックの一番上のカードを引いてください：Tを押すか、ストックをダブルクリックするか、手札までドラッグします。</translation>
    </message>
    <message>
        <source>Every turn starts with a draw, and this lesson starts with the stock.</source>
        <translation>手番は必ず引くことから始まり、このレッスンではストックから引きます。</translation>
    </message>
    <message>
        <source>You drew the 3♦. End your turn by discarding one card: the K♦, at 10 points your costliest card. Select it and press D, or drag it onto the discard pile.</source>
        <translation>3♦を引きました。カードを1枚捨てて手番を終えます：10点で一番高いK♦です。選んでDを押すか、捨て札の山へドラッグしてください。</translation>
    </message>
    <message>
        <source>The K♦ counts 10 and fits with nothing: throwing it away takes the most points off your hand.</source>
        <translation>K♦は10点で何とも組めません。捨てると手札の点数が一番減ります。</translation>
    </message>
    <message>
        <source>Drawing from the stock or the pile, and discarding</source>
        <translation>ストックか捨て札から引き、1枚捨てる</translation>
    </message>
    <message>
        <source>Which card to take, and which to throw.</source>
        <translation>どのカードを取り、どれを捨てるか。</translation>
    </message>
    <message>
        <source>The top card of the discard pile, the 8♣, lies face up: you may take it instead of the stock&apos;s top card. It fits your 5♣ 6♣ 7♣. Take it: press P, double-click it, or drag it to your hand.</source>
        <translation>捨て札の一番上の8♣は表向きです。ストックの代わりにこれを取れます。あなたの5-6-7♣に合います。取ってください：Pを押すか、ダブルクリックするか、手札へドラッグします。</translation>
    </message>
    <message>
        <source>The 8♣ on the pile fits your 5♣ 6♣ 7♣; the stock&apos;s card is a blind guess.</source>
        <translation>捨て札の8♣はあなたの5-6-7♣に合います。ストックのカードは何が出るか分かりません。</translation>
    </message>
    <message>
        <source>Now discard. The card you just took may not go back on the pile this turn. The 9♥ counts 9 and fits nothing: discard it.</source>
        <translation>次は捨てます。今取ったカードはこの手番では捨て札に戻せません。9♥は9点で何とも組めないので、これを捨ててください。</translation>
    </message>
    <message>
        <source>The 9♥ is your highest card that fits nothing.</source>
        <translation>9♥は何とも組めないカードの中で一番高い点数です。</translation>
    </message>
    <message>
        <source>Ann&apos;s turn: watch what she draws and throws.</source>
        <translation>アンの番です。何を引いて何を捨てるか見てください。</translation>
    </message>
    <message>
        <source>Your turn again. Ann threw the Q♠: it fits nothing of yours and would add 10 points. Draw from the stock instead (T).</source>
        <translation>またあなたの番です。アンはQ♠を捨てました。あなたのどのカードとも合わず、10点増えるだけです。代わりにストックから引いてください（T）。</translation>
    </message>
    <message>
        <source>The Q♠ fits none of your cards and counts 10.</source>
        <translation>Q♠はあなたのどのカードとも合わず、10点です。</translation>
    </message>
    <message>
        <source>You drew the 4♣: your clubs now run from 4 to 8. Discard the 2♦, the one card that fits nothing.</source>
        <translation>4♣を引きました。クラブが4から8までつながりました。何とも組めない唯一のカード、2♦を捨ててください。</translation>
    </message>
    <message>
        <source>Every other card of yours belongs to the clubs from 4 to 8.</source>
        <translation>ほかのカードはすべて4から8のクラブに入ります。</translation>
    </message>
    <message>
        <source>Spreads: books and runs (the ace is low)</source>
        <translation>スプレッド：ブックとラン（エースはロー）</translation>
    </message>
    <message>
        <source>Laying cards down so they no longer count.</source>
        <translation>カードを出して点数に数えないようにする。</translation>
    </message>
    <message>
        <source>Draw from the stock (T).</source>
        <translation>ストックから引いてください（T）。</translation>
    </message>
    <message>
        <source>The card this lesson needs is on top of the stock.</source>
        <translation>このレッスンに必要なカードはストックの一番上にあります。</translation>
    </message>
    <message>
        <source>You drew the 7♣. Three or four cards of one rank make a book. Select the three sevens (click each, or ← → and Space) and lay them: press S, or drag them to the table.</source>
        <translation>7♣を引きました。同じ数字のカード3枚か4枚でブックになります。3枚の7を選んで（それぞれクリック、または← →とスペース）出してください：Sを押すか、テーブルへドラッグします。</translation>
    </message>
    <message>
        <source>The three sevens are a book: laid down, they no longer count.</source>
        <translation>3枚の7はブックです。出せばもう点数に数えられません。</translation>
    </message>
    <message>
        <source>2♠ 3♠ is no spread yet: a run needs three or more cards in sequence, all of one suit. Discard the K♥.</source>
        <translation>2♠ 3♠はまだスプレッドではありません。ランには同じスートの連続した3枚以上が必要です。K♥を捨ててください。</translation>
    </message>
    <message>
        <source>The K♥ counts 10 and fits nothing; keep 2♠ 3♠ for a third spade.</source>
        <translation>K♥は10点で何とも組めません。2♠ 3♠は3枚目のスペードのために残します。</translation>
    </message>
    <message>
        <source>Ann&apos;s turn: watch what she throws.</source>
        <translation>アンの番です。何を捨てるか見てください。</translation>
    </message>
    <message>
        <source>Ann threw the A♠. With your 2♠ 3♠ it makes a run, A♠ 2♠ 3♠. The ace is low only: A-2-3 is a run, Q-K-A is not. Take it (P).</source>
        <translation>アンはA♠を捨てました。あなたの2-3♠と合わせてランA-2-3♠になります。エースはローだけです：A-2-3はランですが、Q-K-Aはランではありません。取ってください（P）。</translation>
    </message>
    <message>
        <source>The A♠ makes a run with your 2♠ 3♠.</source>
        <translation>A♠はあなたの2-3♠とランになります。</translation>
    </message>
    <message>
        <source>Lay the run A♠ 2♠ 3♠: select the three cards and press S.</source>
        <translation>ランA-2-3♠を出してください：3枚を選んでSを押します。</translation>
    </message>
    <message>
        <source>A♠ 2♠ 3♠ is a run: three spades in sequence, the ace low.</source>
        <translation>A♠ 2♠ 3♠はランです：連続した3枚のスペードで、エースはローです。</translation>
    </message>
    <message>
        <source>Your hand is empty after your spreads, with no discard: you have tonked out, and win double. A later lesson tells more.</source>
        <translation>スプレッドを出して手札がなくなり、捨てていません：トンクアウトで、倍額を得ます。詳しくはあとのレッスンで。</translation>
    </message>
    <message>
        <source>Hitting your own and others&apos; spreads</source>
        <translation>自分と他人のスプレッドにヒットする</translation>
    </message>
    <message>
        <source>One card at a time onto any spread on the table.</source>
        <translation>テーブル上のどのスプレッドにも1枚ずつ。</translation>
    </message>
    <message>
        <source>Ann plays first: watch her lay a spread.</source>
        <translation>アンの手番から始まります。スプレッドを出すのを見てください。</translation>
    </message>
    <message>
        <source>Ann laid a run, 9♦ 10♦ J♦. Your turn: draw from the stock (T).</source>
        <translation>アンはラン9-10-J♦を出しました。あなたの番です：ストックから引いてください（T）。</translation>
    </message>
    <message>
        <source>This lesson&apos;s card waits on top of the stock.</source>
        <translation>このレッスンのカードはストックの一番上で待っています。</translation>
    </message>
    <message>
        <source>Lay your run 5♣ 6♣ 7♣: select the three cards and press S.</source>
        <translation>ラン5-6-7♣を出してください：3枚を選んでSを押します。</translation>
    </message>
    <message>
        <source>5♣ 6♣ 7♣ is a run; laid down, it no longer counts.</source>
        <translation>5♣ 6♣ 7♣はランです。出せばもう点数に数えられません。</translation>
    </message>
    <message>
        <source>A hit adds one card to a spread on the table. Your 8♣ extends your run to 5♣ 6♣ 7♣ 8♣: drag it onto the run, or select it, press ↓ until the hit is shown, and Enter.</source>
        <translation>ヒットはテーブル上のスプレッドにカードを1枚加えることです。8♣であなたのランは5-8♣に伸びます：ランの上にドラッグするか、選んで↓でヒットを表示させ、Enterを押してください。</translation>
    </message>
    <message>
        <source>The 8♣ fits the end of your run 5♣ 6♣ 7♣.</source>
        <translation>8♣はあなたのラン5-6-7♣の端に合います。</translation>
    </message>
    <message>
        <source>You may hit other players&apos; spreads too. The Q♦ fits Ann&apos;s 9♦ 10♦ J♦: hit her run with it.</source>
        <translation>他のプレイヤーのスプレッドにもヒットできます。Q♦はアンの9-10-J♦に合います：彼女のランにヒットしてください。</translation>
    </message>
    <message>
        <source>The Q♦ follows the J♦ of Ann&apos;s run.</source>
        <translation>Q♦はアンのランのJ♦に続きます。</translation>
    </message>
    <message>
        <source>Discard your last card, the K♠.</source>
        <translation>最後のカードK♠を捨ててください。</translation>
    </message>
    <message>
        <source>The K♠ is the only card left in your hand.</source>
        <translation>手札に残っているのはK♠だけです。</translation>
    </message>
    <message>
        <source>Your last card went onto the discard pile: you went out, and win 1 from every other player.</source>
        <translation>最後のカードを捨てました：上がりです。ほかの全員から1を得ます。</translation>
    </message>
    <message>
        <source>Knocking: when it wins and when you are caught</source>
        <translation>ノック：勝つときとキャッチされるとき</translation>
    </message>
    <message>
        <source>Ending the round with the lowest hand, or paying for it.</source>
        <translation>一番低い手札でラウンドを終えるか、その代償を払うか。</translation>
    </message>
    <message>
        <source>Your hand counts 12, a low total. At the start of your turn, instead of drawing, you may knock: every hand is shown and the lowest total wins. Press Knock (K).</source>
        <translation>あなたの手札は12点で、低い合計です。手番の最初に、引く代わりにノックできます：全員が手札を見せ、合計が一番低い人が勝ちます。ノックを押してください（K）。</translation>
    </message>
    <message>
        <source>12 points is a low hand: this is the moment to knock.</source>
        <translation>12点は低い手札です。今がノックのときです。</translation>
    </message>
    <message>
        <source>Ann held 47 points. Your 12 was the lowest, so your knock won 1 from her. Now the other side of knocking.</source>
        <translation>アンは47点でした。あなたの12点が一番低かったので、ノックで彼女から1を得ました。次はノックのもう一つの面です。</translation>
    </message>
    <message>
        <source>The same 12 points. Knock again (K) and see what Ann holds.</source>
        <translation>同じ12点です。もう一度ノックして（K）、アンの手札を見てください。</translation>
    </message>
    <message>
        <source>This deal shows what happens when a knock goes wrong.</source>
        <translation>この配りでは、ノックが失敗したときに何が起こるかを見せます。</translation>
    </message>
    <message>
        <source>Ann held 9. A knocker whose total is not strictly the lowest is caught: you pay Ann 2, and she gets 1 more for the win. A tie catches the knocker too. Knock when you are likely lowest.</source>
        <translation>アンは9点でした。ノックした人の合計がいちばん低くなければ、同点でもキャッチされます：あなたはアンに2を払い、さらに勝ち分の1を払います。いちばん低そうなときにノックしましょう。</translation>
    </message>
    <message>
        <source>Tonking out (double) and going out on the discard</source>
        <translation>トンクアウト（倍額）と捨てて上がること</translation>
    </message>
    <message>
        <source>Emptying your hand, with or without a last discard.</source>
        <translation>最後に捨てるかどうかで、手札をなくす。</translation>
    </message>
    <message>
        <source>You drew the 9♣. Lay the run 4♥ 5♥ 6♥ (select the three, press S).</source>
        <translation>9♣を引きました。ラン4-5-6♥を出してください（3枚を選んでS）。</translation>
    </message>
    <message>
        <source>4♥ 5♥ 6♥ is a run: the first of your two spreads.</source>
        <translation>4♥ 5♥ 6♥はランで、2つのスプレッドの1つ目です。</translation>
    </message>
    <message>
        <source>Now lay the book of nines. That empties your hand without a discard: a tonk out.</source>
        <translation>次は9のブックを出してください。捨てずに手札がなくなります：トンクアウトです。</translation>
    </message>
    <message>
        <source>The three nines are a book, and your last cards.</source>
        <translation>3枚の9はブックで、あなたの最後のカードです。</translation>
    </message>
    <message>
        <source>A tonk out pays double: 2 from every other player. Next: going out with a discard.</source>
        <translation>トンクアウトは倍額です：ほかの全員から2。次は捨てて上がる場合です。</translation>
    </message>
    <message>
        <source>You drew the 8♥. Lay the run 4♥ 5♥ 6♥ 7♥ 8♥: a run may be long.</source>
        <translation>8♥を引きました。ラン4-5-6-7-8♥を出してください：ランは長くてもかまいません。</translation>
    </message>
    <message>
        <source>All five hearts make one run.</source>
        <translation>5枚のハートで1つのランになります。</translation>
    </message>
    <message>
        <source>One card is left. Discard the K♦: your hand is empty after the discard, so you go out.</source>
        <translation>カードが1枚残っています。K♦を捨ててください：捨てたあと手札がなくなるので、上がりです。</translation>
    </message>
    <message>
        <source>The K♦ is your last card.</source>
        <translation>K♦はあなたの最後のカードです。</translation>
    </message>
    <message>
        <source>Going out on the discard pays 1 from every other player, half a tonk out.</source>
        <translation>捨てて上がると、ほかの全員から1を得ます。トンクアウトの半分です。</translation>
    </message>
    <message>
        <source>A dealt 49 or 50</source>
        <translation>配られた49点か50点</translation>
    </message>
    <message>
        <source>The hand that wins before anyone plays.</source>
        <translation>誰かがプレイする前に勝つ手札。</translation>
    </message>
    <message>
        <source>You were dealt K, Q, J, 10 and 9: 49 points. A hand dealt with 49 or 50 points is a dealt tonk: it wins 2 from every other player at once, and the hand is not played.</source>
        <translation>K、Q、J、10、9が配られました：49点です。49点か50点で配られた手札は配札トンクで、すぐにほかの全員から2を得ます。そのラウンドはプレイしません。</translation>
    </message>
    <message>
        <source>Under the encyclopedia&apos;s rule a dealt 49 wins only when you declare it, as the first thing of your first turn. Press Declare 49 (or Enter).</source>
        <translation>百科事典のルールでは、配られた49点は最初の手番の一番初めに宣言したときだけ勝ちになります。「49を宣言」を押してください（またはEnter）。</translation>
    </message>
    <message>
        <source>Any other move first, and the 49 wins nothing.</source>
        <translation>先にほかの手をプレイすると、49点は何も得ません。</translation>
    </message>
    <message>
        <source>Declared: your 49 wins 2 from everyone. Once play has started, reaching 49 or 50 means nothing.</source>
        <translation>宣言しました：あなたの49点は全員から2を得ます。ゲームが始まってから49点や50点になっても何の意味もありません。</translation>
    </message>
    <message>
        <source>Reading the round end and the stakes</source>
        <translation>ラウンドの結果と賭け金の読み方</translation>
    </message>
    <message>
        <source>Who pays whom, and how much.</source>
        <translation>誰が誰にいくら払うか。</translation>
    </message>
    <message>
        <source>Ann plays first, and knocks: watch.</source>
        <translation>アンの手番から始まり、アンがノックします。見てください。</translation>
    </message>
    <message>
        <source>Ann knocked with 12, but your hand counts 8: Ann is caught. A caught knocker pays 2 to every player as low or lower: she pays you 2.</source>
        <translation>アンは12点でノックしましたが、あなたの手札は8点です：アンはキャッチされました。ノックしてキャッチされた人は、同点以下の全員に2を払います：アンはあなたに2を払います。</translation>
    </message>
    <message>
        <source>The lowest hand also wins 1 from every other player: 1 more from Ann, 1 from Bob. The panel lists every payment; the column ‘This round’ adds them up: you +4, Ann −3, Bob −1.</source>
        <translation>一番低い手札は、さらにほかの全員から1を得ます：アンからもう1、ボブから1。パネルにはすべての支払いが並び、「このラウンド」の列がそれを合計します：あなた+4、アン−3、ボブ−1。</translation>
    </message>
    <message>
        <source>Amounts are in units of the stake your table plays for (Game ▸ Settings). The Balance column keeps each player&apos;s total for the game.</source>
        <translation>金額はテーブルの賭け金を単位にしています（ゲーム ▸ 設定）。「収支」の列は各プレイヤーのゲーム全体の合計です。</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <comment>between the items of a list (names, cards, moves); Japanese: 、</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <comment>a list read as one phrase: {list} is the items but the last, already joined with the list&apos;s separator</comment>
        <translation>{list}と{last}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Draw from the stock</source>
        <translation>ストックから引く</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>捨て札の山のいちばん上を取る</translation>
    </message>
    <message>
        <source>Move over the cards of your hand</source>
        <translation>手札のカードの間を移動</translation>
    </message>
    <message>
        <source>Select or deselect the card under the focus</source>
        <translation>フォーカスのあるカードを選ぶ／選択を外す</translation>
    </message>
    <message>
        <source>Step through the moves of the chosen cards (each spread it can hit, the discard)</source>
        <translation>選んだカードでできる手を順に切り替える（ヒットできる各スプレッド、捨てる）</translation>
    </message>
    <message>
        <source>Lay the selected cards as a spread</source>
        <translation>選んだカードをスプレッドとして出す</translation>
    </message>
    <message>
        <source>Discard the selected (or focused) card</source>
        <translation>選んだ（またはフォーカスのある）カードを捨てる</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>Hint: highlight the move the strongest computer player would make</source>
        <translation>ヒント：いちばん強いコンピューターが選ぶ手を強調する</translation>
    </message>
    <message>
        <source>Clear the selection and the hint</source>
        <translation>選択とヒントを消す</translation>
    </message>
    <message>
        <source>Next round (when the round is over)</source>
        <translation>次のラウンド（ラウンドが終わったとき）</translation>
    </message>
    <message>
        <source>Review the round just played, every hand face up (when the round is over)</source>
        <translation>今のラウンドを全員の手札を表にして振り返る（ラウンドが終わったとき）</translation>
    </message>
    <message>
        <source>Sound off or on (mute)</source>
        <translation>音を消す・出す（消音）</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Open a hand history to review it</source>
        <translation>ラウンドの履歴を開いて振り返る</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>One action back or forward</source>
        <translation>一手戻る・一手進む</translation>
    </message>
    <message>
        <source>The deal or the round&apos;s end</source>
        <translation>配った直後・ラウンドの終わり</translation>
    </message>
    <message>
        <source>The chosen player&apos;s next or previous decision</source>
        <translation>選んだプレイヤーの次の判断・前の判断</translation>
    </message>
    <message>
        <source>Leave the review: back to the game</source>
        <translation>振り返りを終えてゲームに戻る</translation>
    </message>
    <message>
        <source>Alt+the underlined letter</source>
        <translation>Alt+下線の文字</translation>
    </message>
    <message>
        <source>The lesson panel&apos;s buttons: Next, Show me, Back, Lessons…, End the lesson. After a page to read, Next has the focus: Enter turns the page</source>
        <translation>レッスン欄のボタン：次へ、やって見せて、戻る、レッスン一覧…、レッスンを終える。読むページのあとは「次へ」にフォーカスがあり、Enter でページをめくります</translation>
    </message>
    <message>
        <source>In a review</source>
        <translation>振り返りの中で</translation>
    </message>
    <message>
        <source>In a lesson</source>
        <translation>レッスンの中で</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sounds: synthesised for this game by its own script (packaging/make_sounds.py), public domain under CC0 1.0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;効果音：このゲームのために、ゲーム自身のスクリプト（packaging/make_sounds.py）で合成したもので、CC0 1.0 によりパブリックドメインです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tonk</source>
        <translation>トンク</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>ノック(&amp;K)</translation>
    </message>
    <message>
        <source>Take the highlighted move: the hint; else declare a dealt 49, or draw (the discard when the stock is empty; never declining it), or lay the selected cards, or hit with or discard the focused card</source>
        <translation>強調された手を実行する：ヒント。なければ配られた49の宣言、または引く（ストックが空なら捨て札を取る。断ることはしません）、選んだカードのスプレッド、フォーカスのあるカードでのヒットか捨て</translation>
    </message>
    <message>
        <source>Continue: the next computer player&apos;s turn (when Settings pauses after each)</source>
        <translation>続ける：次のコンピューターの手番へ（設定で手番ごとに一時停止しているとき）</translation>
    </message>
    <message>
        <source>Undo your last turn and the computers&apos; moves after it (practice games)</source>
        <translation>自分の直前の手番と、その後のコンピューターの手を取り消す（練習ゲームのみ）</translation>
    </message>
    <message>
        <source>Redo: play the turn taken back again</source>
        <translation>やり直し：取り消した手番をもう一度プレイする</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全画面表示</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Lay your hand down: the lowest total wins; a tie or a lower total catches you (K)</source>
        <translation>手札をすべて見せます。合計がいちばん低ければ勝ち。同点かそれより低い人がいればキャッチされます（K）</translation>
    </message>
    <message>
        <source>Declare &amp;49</source>
        <translation>49を宣言(&amp;4)</translation>
    </message>
    <message>
        <source>Show your dealt 49 and win double</source>
        <translation>配られた49点を見せて倍額で勝ちます</translation>
    </message>
    <message>
        <source>&amp;Decline the discard</source>
        <translation>捨て札を断る(&amp;D)</translation>
    </message>
    <message>
        <source>The stock is empty: refuse the discard and end the round</source>
        <translation>ストックが空です。捨て札を断ってラウンドを終えます</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>スート順に並べる</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>ランク順に並べる</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>続ける(&amp;O)</translation>
    </message>
    <message>
        <source>The next computer player&apos;s turn (C); Settings ▸ Table and cards sets the pause</source>
        <translation>次のコンピューターの手番へ（C）。一時停止は「設定 ▸ テーブルとカード」で変えられます</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>次のラウンド(&amp;X)</translation>
    </message>
    <message>
        <source>Play &amp;deal number…</source>
        <translation>配り番号を指定して遊ぶ(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Redo your turn</source>
        <translation>取り消した手番をやり直す(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Save the round&apos;s hand &amp;history…</source>
        <translation>ラウンドの履歴を保存(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Draw from the &amp;stock</source>
        <translation>ストックから引く(&amp;S)</translation>
    </message>
    <message>
        <source>Take the dis&amp;card</source>
        <translation>捨て札を取る(&amp;C)</translation>
    </message>
    <message>
        <source>Lay a s&amp;pread</source>
        <translation>スプレッドを出す(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>捨てる(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Tonk</source>
        <translation>トンクについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーションの速さ(&amp;S)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>A round is being played. Start a new game and throw it away?</source>
        <translation>ラウンドの途中です。このラウンドを破棄して新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends. The new game leaves the session “{session}” and is not recorded; the session&apos;s finished rounds are kept and Game ▸ Sessions… resumes it.</source>
        <translation>ラウンドが終わるまで支払いは発生しません。新しいゲームはセッション「{session}」を離れ、記録されません。セッションの終わったラウンドは保存され、「ゲーム ▸ セッション一覧…」から再開できます。</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends; the balances start again from zero.</source>
        <translation>ラウンドが終わるまで支払いは発生しません。収支はゼロから始まります。</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>新しいセッションを始めますか？</translation>
    </message>
    <message>
        <source>A round is being played. Start the new session and throw it away?</source>
        <translation>ラウンドの途中です。新しいセッションを始めて、このラウンドを破棄しますか？</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>新しいセッション(&amp;N)</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends. The round is not recorded; the finished rounds of the session “{session}” are kept and Game ▸ Sessions… resumes it.</source>
        <translation>ラウンドが終わるまで支払いは発生しません。このラウンドは記録されません。セッション「{session}」の終わったラウンドは保存され、「ゲーム ▸ セッション一覧…」から再開できます。</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends: this game&apos;s balances are not kept.</source>
        <translation>ラウンドが終わるまで支払いは発生しません。このゲームの収支は引き継がれません。</translation>
    </message>
    <message>
        <source>Quit Tonk?</source>
        <translation>トンクを終了しますか？</translation>
    </message>
    <message>
        <source>A round is being played. Quit now?</source>
        <translation>ラウンドの途中です。終了しますか？</translation>
    </message>
    <message>
        <source>The round is kept with the session “{session}”: the next start offers to resume it where it stopped.</source>
        <translation>このラウンドはセッション「{session}」に保存されます。次回の起動時に、中断したところから再開するか確認します。</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>続ける(&amp;K)</translation>
    </message>
    <message>
        <source>There is no turn of yours to take back.</source>
        <translation>取り消せる自分の手番はありません。</translation>
    </message>
    <message>
        <source>There is no turn taken back to play again.</source>
        <translation>やり直せる取り消した手番はありません。</translation>
    </message>
    <message>
        <source>No undo in a ledger session: money is at stake. New game or Play deal number… starts a practice game, where you can take turns back.</source>
        <translation>台帳のセッションでは取り消しはできません：お金が懸かっています。「新しいゲーム」か「配り番号を指定して遊ぶ…」で練習ゲームを始めれば、手番を取り消せます。</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>配り番号を指定して遊ぶ</translation>
    </message>
    <message>
        <source>The deal number (1 to {max}) shown in the game log and at a round&apos;s end: the same number deals the same cards, here or at a friend&apos;s computer.</source>
        <translation>ゲームの記録とラウンド終了時に表示される配り番号（1〜{max}）：同じ番号なら、このコンピューターでも友だちのコンピューターでも同じカードが配られます。</translation>
    </message>
    <message>
        <source>Deal number {deal}, in a practice game.</source>
        <translation>配り番号{deal}を練習ゲームで配りました。</translation>
    </message>
    <message>
        <source>Left the session “{session}”: its rounds are kept, and Game ▸ Sessions… resumes it. This game is not recorded.</source>
        <translation>セッション「{session}」を離れました。ラウンドは保存されており、「ゲーム ▸ セッション一覧…」から再開できます。このゲームは記録されません。</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>先にこのラウンドを終えてください。</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>ヒントは自分の手番でだけ使えます。</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <source>Hint: {move} ({why}). Press Enter to play it.</source>
        <translation>ヒント：{move}（{why}）。Enterで実行します。</translation>
    </message>
    <message>
        <source>Hint: {move}. Press Enter to play it.</source>
        <translation>ヒント：{move}。Enterキーでその手を実行します。</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not work one out.</source>
        <translation>今回はヒントを出せません。コンピューターが手を見つけられませんでした。</translation>
    </message>
    <message>
        <source>The selected cards make no spread: select one card to hit or discard.</source>
        <translation>選んだカードはスプレッドになりません。ヒットするか捨てるなら、1枚だけ選んでください。</translation>
    </message>
    <message>
        <source>No move to choose: select cards with the arrow keys and Space.</source>
        <translation>選べる手がありません。矢印キーとスペースキーでカードを選んでください。</translation>
    </message>
    <message>
        <source>Move: {move}. Press Enter to play it, Up or Down for another.</source>
        <translation>手：{move}。Enterキーで実行、上下キーで別の手を選びます。</translation>
    </message>
    <message>
        <source>The hint: knock now</source>
        <translation>ヒント：今ノックしましょう</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>ストックから引く</translation>
    </message>
    <message>
        <source>take the discard</source>
        <translation>捨て札を取る</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>lay {cards}</source>
        <translation>{cards}を出す</translation>
    </message>
    <message>
        <source>hit {target} with {card}</source>
        <translation>{target}に{card}をヒット</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>ノック</translation>
    </message>
    <message>
        <source>decline the discard</source>
        <translation>捨て札を断る</translation>
    </message>
    <message>
        <source>declare your 49</source>
        <translation>49を宣言する</translation>
    </message>
    <message>
        <source>Computer player error: {message}</source>
        <translation>コンピューターのプレイヤーでエラーが起きました：{message}</translation>
    </message>
    <message>
        <source>{title} — press N for the next round.</source>
        <translation>{title} — Nキーで次のラウンドへ。</translation>
    </message>
    <message>
        <source>Paused: press Continue (C) for {name}&apos;s turn.</source>
        <translation>一時停止中：{name}の手番に進むには「続ける」（C）を押してください。</translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>あなたの番です…</translation>
    </message>
    <message>
        <source>Und&amp;o (not in a ledger session: money is at stake)</source>
        <translation>取り消し（台帳のセッションでは不可：お金が懸かっています）(&amp;Z)</translation>
    </message>
    <message>
        <source>Und&amp;o your last turn</source>
        <translation>直前の手番を取り消す(&amp;Z)</translation>
    </message>
    <message>
        <source>A round with a turn taken back is a practice round: not counted in statistics</source>
        <translation>手番を取り消したラウンドは練習扱いとなり、統計に数えられません</translation>
    </message>
    <message>
        <source>hit a spread (drag a card onto it, or ↑ ↓ to choose it and Enter)</source>
        <translation>ヒット（カードをスプレッドへドラッグ、または ↑ ↓ で選んで Enter）</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {why}</source>
        <translation>ルールを表示できません：{why}</translation>
    </message>
    <message>
        <source>With the mouse: drag the stock or the discard to your hand to draw; click cards to select them and drag them to the table to spread; drag a card onto a spread to hit, onto the discard pile to discard. Double-click a pile to draw; double-click a card to hit with it if it fits a spread, else to discard it; with cards selected, double-click one more to lay them all as a spread, or double-click a spread to hit it with the one selected card. Clicking a card of a hinted spread selects the whole spread.</source>
        <translation>マウスでは：ストックか捨て札を手札へドラッグすると引けます。カードをクリックして選び、テーブルへドラッグするとスプレッドになります。カードをスプレッドにドラッグするとヒット、捨て札の山にドラッグすると捨てます。山をダブルクリックすると引けます。手札のカードをダブルクリックすると、合うスプレッドがあればヒット、なければ捨てます。カードを選んでいるときは、もう1枚をダブルクリックすると全部をスプレッドとして出せます。1枚だけ選んでスプレッドをダブルクリックすると、そのカードでヒットします。ヒントで示されたスプレッドのカードをクリックすると、そのスプレッド全体が選ばれます。</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name}の番です…</translation>
    </message>
    <message>
        <source>The game is kept: the next start offers to resume it where it stopped.</source>
        <translation>このゲームは保存されます。次回の起動時に、中断したところから再開するか確認します。</translation>
    </message>
    <message>
        <source>This window keeps no ledger: the round and the balances are lost.</source>
        <translation>このウィンドウは台帳を使っていません。ラウンドと収支は失われます。</translation>
    </message>
    <message>
        <source>declare your dealt 49 (Enter), or lose it</source>
        <translation>配られた49を宣言する（Enter）。しないと失います</translation>
    </message>
    <message>
        <source>knock (K)</source>
        <translation>ノック（K）</translation>
    </message>
    <message>
        <source>draw from the stock (T)</source>
        <translation>ストックから引く（T）</translation>
    </message>
    <message>
        <source>take the discard (P)</source>
        <translation>捨て札を取る（P）</translation>
    </message>
    <message>
        <source>the stock is empty: decline the discard to end the round</source>
        <translation>ストックは空です。捨て札を断るとラウンドが終わります</translation>
    </message>
    <message>
        <source>spread (S)</source>
        <translation>スプレッド（S）</translation>
    </message>
    <message>
        <source>discard (D)</source>
        <translation>捨てる（D）</translation>
    </message>
    <message>
        <source>play the card you took before you discard</source>
        <translation>捨てる前に、取ったカードを使う</translation>
    </message>
    <message>
        <source>Your turn: {moves}.</source>
        <translation>あなたの番です：{moves}。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>You are held this turn: you may not knock.</source>
        <translation>この手番は足止めされています：ノックできません。</translation>
    </message>
    <message>
        <source>You are held this turn: you may not lay new spreads.</source>
        <translation>この手番は足止めされています：新しいスプレッドは出せません。</translation>
    </message>
    <message>
        <source>Rules of Tonk</source>
        <translation>トンクのルール</translation>
    </message>
    <message>
        <source>Save the round&apos;s hand history</source>
        <translation>ラウンドの履歴を保存</translation>
    </message>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>ラウンドの履歴 (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path}に書き込めませんでした：{why}</translation>
    </message>
    <message>
        <source>Saved the hand history to {path}.</source>
        <translation>ラウンドの履歴を{path}に保存しました。</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>About Tonk</source>
        <translation>トンクについて</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tonk Desktop {version}&lt;/h2&gt;&lt;p&gt;Tonk, the knock-rummy card game, on the desktop.&lt;/p&gt;&lt;p&gt;Card art: Adrian Kennard&apos;s SVG playing cards (&lt;a href=&apos;https://www.me.uk/cards/&apos;&gt;www.me.uk/cards&lt;/a&gt;), public domain under CC0 1.0; blue and red backs recoloured by the project, also CC0.&lt;/p&gt;&lt;p&gt;Made with Qt for Python (PySide6).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tonk Desktop {version}&lt;/h2&gt;&lt;p&gt;ノックラミーのカードゲーム「トンク」をデスクトップで。&lt;/p&gt;&lt;p&gt;カードの絵：Adrian Kennard の SVG トランプ（&lt;a href=&apos;https://www.me.uk/cards/&apos;&gt;www.me.uk/cards&lt;/a&gt;）、CC0 1.0 によるパブリックドメイン。青と赤の裏面はこのプロジェクトが色を変えたもので、これも CC0 です。&lt;/p&gt;&lt;p&gt;Qt for Python（PySide6）で作られています。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>The currency needs a three-letter code, such as USD or EUR.</source>
        <translation>通貨にはUSDやEURのような3文字のコードが必要です。</translation>
    </message>
    <message>
        <source>“{code}” is not a currency code. Type an ISO 4217 code, such as USD, EUR or JPY.</source>
        <translation>「{code}」は通貨コードではありません。USD、EUR、JPYのようなISO 4217のコードを入力してください。</translation>
    </message>
</context>
<context>
    <name>NamedRuleSets</name>
    <message>
        <source>Saved rules:</source>
        <translation>保存したルール：</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>「{name}」を読み込みました。</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be saved.</source>
        <translation>このルールではプレイできないため、保存できません。</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>うちのハウスルール</translation>
    </message>
    <message>
        <source>Save house rules</source>
        <translation>ハウスルールを保存</translation>
    </message>
    <message>
        <source>Name for these rules:</source>
        <translation>このルールの名前：</translation>
    </message>
    <message>
        <source>Replace the saved rules “{name}” with these?</source>
        <translation>保存したルール「{name}」をこのルールで置き換えますか？</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>「{name}」を保存しました。</translation>
    </message>
    <message>
        <source>The house rules were not saved: {why}. They are here until you quit.</source>
        <translation>ハウスルールは保存されませんでした：{why}。終了するまではここに残ります。</translation>
    </message>
    <message>
        <source>Delete house rules</source>
        <translation>ハウスルールを削除</translation>
    </message>
    <message>
        <source>Delete the saved rules “{name}”?</source>
        <translation>保存したルール「{name}」を削除しますか？</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>「{name}」を削除しました。</translation>
    </message>
    <message>
        <source>These rules cannot be played, so they cannot be exported.</source>
        <translation>このルールではプレイできないため、エクスポートできません。</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>ハウスルールをエクスポート</translation>
    </message>
    <message>
        <source>Tonk house rules (*.json)</source>
        <translation>トンクのハウスルール (*.json)</translation>
    </message>
    <message>
        <source>The file could not be written: {why}</source>
        <translation>ファイルを書き込めませんでした：{why}</translation>
    </message>
    <message>
        <source>Exported “{name}” to {path}.</source>
        <translation>「{name}」を{path}にエクスポートしました。</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>ハウスルールをインポート</translation>
    </message>
    <message>
        <source>Tonk house rules (*.json);;All files (*)</source>
        <translation>トンクのハウスルール (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>This file is far too big to be house rules.</source>
        <translation>ハウスルールのファイルにしては大きすぎます。</translation>
    </message>
    <message>
        <source>This is a folder, not a house-rules file.</source>
        <translation>これはフォルダーで、ハウスルールのファイルではありません。</translation>
    </message>
    <message>
        <source>This file is not a house-rules file (it is not text).</source>
        <translation>これはハウスルールのファイルではありません（テキストではありません）。</translation>
    </message>
    <message>
        <source>Nothing was imported from {path}.

{why}</source>
        <translation>{path}からは何もインポートされませんでした。

{why}</translation>
    </message>
    <message>
        <source>Imported “{name}” and loaded it.</source>
        <translation>「{name}」をインポートして読み込みました。</translation>
    </message>
</context>
<context>
    <name>NetworkAddresses</name>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address}（このコンピューターのみ）</translation>
    </message>
</context>
<context>
    <name>NetworkGameModel</name>
    <message>
        <source>seat open</source>
        <translation>空席</translation>
    </message>
    <message>
        <source>away</source>
        <translation>離席中</translation>
    </message>
    <message>
        <source>back soon</source>
        <translation>まもなく復帰</translation>
    </message>
    <message>
        <source>away: a computer plays in a moment</source>
        <translation>離席中：まもなくコンピューターが代わります</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>離席中：コンピューターが代わりにプレイ</translation>
    </message>
    <message>
        <source>back at their next turn</source>
        <translation>次の手番で復帰</translation>
    </message>
    <message>
        <source>No round is being played.</source>
        <translation>プレイ中のラウンドはありません。</translation>
    </message>
    <message>
        <source>This screen plays only its own seat.</source>
        <translation>この画面では自分の席だけをプレイできます。</translation>
    </message>
    <message>
        <source>Waiting for the table to answer your last move.</source>
        <translation>前の手へのテーブルの応答を待っています。</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours.</source>
        <translation>今は{name}の番で、あなたの番ではありません。</translation>
    </message>
    <message>
        <source>The table does not allow this move now.</source>
        <translation>テーブルは今この手を認めていません。</translation>
    </message>
    <message>
        <source>The table&apos;s host starts its games.</source>
        <translation>ゲームはテーブルのホストが始めます。</translation>
    </message>
    <message>
        <source>The host deals the next round: it comes by itself.</source>
        <translation>次のラウンドはホストが配ります。自動的に始まります。</translation>
    </message>
    <message>
        <source>The table sent a state that does not add up ({why}).</source>
        <translation>テーブルから辻褄の合わない状態が届きました（{why}）。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <source>The computer is finishing this turn for you: you play from your next turn.</source>
        <translation>この手番はコンピューターがあなたの代わりに終えています。次の手番からあなたがプレイします。</translation>
    </message>
    <message>
        <source>Your time ran out: the computer is finishing this turn for you.</source>
        <translation>持ち時間が切れました。この手番はコンピューターがあなたの代わりに終えています。</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: play again.</source>
        <translation>あなたの手が届く前にテーブルが進みました。もう一度プレイしてください。</translation>
    </message>
    <message>
        <source>The table refused the move.</source>
        <translation>テーブルがこの手を拒否しました。</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>Host a t&amp;able…</source>
        <translation>テーブルを開く(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>テーブルに参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Rejoin a tab&amp;le…</source>
        <translation>テーブルに戻る(&amp;B)…</translation>
    </message>
    <message>
        <source>Friends at their own computers on this network join you</source>
        <translation>このネットワークの友だちが自分のコンピューターから参加します</translation>
    </message>
    <message>
        <source>Sit at a table a friend hosts on this network</source>
        <translation>このネットワークで友だちが開いたテーブルに着きます</translation>
    </message>
    <message>
        <source>Take back a seat you had, with the token kept for it</source>
        <translation>保存してある参加情報で、前の席に戻ります</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>テーブルに戻る</translation>
    </message>
    <message>
        <source>This computer keeps no seat to rejoin: join a table first.</source>
        <translation>このコンピューターには戻れる席がありません。まずテーブルに参加してください。</translation>
    </message>
    <message>
        <source>{table} ({address}, port {port}) as {name}</source>
        <translation>{table}（{address}、ポート{port}）に{name}として</translation>
    </message>
    <message>
        <source>The seat to take back:</source>
        <translation>戻る席：</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>Balances at this table</source>
        <translation>このテーブルの収支</translation>
    </message>
    <message>
        <source>&amp;Export the session&apos;s CSV…</source>
        <translation>セッションのCSVを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>The host&apos;s ledger writes the session&apos;s rounds; this saves them on this computer</source>
        <translation>セッションのラウンドはホストの台帳に記録されます。これはこのコンピューターに保存します</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name}（あなた）</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>ネットワークのテーブル</translation>
    </message>
    <message>
        <source>{table}: base stake {stake}, rounds played {rounds}</source>
        <translation>{table}：基本賭け金{stake}、プレイしたラウンド{rounds}</translation>
    </message>
    <message>
        <source>Re&amp;join the table</source>
        <translation>テーブルに戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Rejoin the table</source>
        <translation>テーブルに戻る</translation>
    </message>
    <message>
        <source>Take your seat back, with the token this computer kept</source>
        <translation>このコンピューターに保存してある参加情報で席に戻ります</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>テーブルを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>テーブルを離れる(&amp;L)</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>Tonk — {table}</source>
        <translation>トンク — {table}</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>{name}を待っています…</translation>
    </message>
    <message>
        <source>Ready: the host deals the next round.</source>
        <translation>準備完了：次のラウンドはホストが配ります。</translation>
    </message>
    <message>
        <source>Rejoining the table…</source>
        <translation>テーブルに戻っています…</translation>
    </message>
    <message>
        <source>Asking the host for the session&apos;s rounds…</source>
        <translation>セッションのラウンドをホストに求めています…</translation>
    </message>
    <message>
        <source>Export the session&apos;s CSV</source>
        <translation>セッションのCSVを書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path}に書き込めませんでした：{why}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path}に保存しました</translation>
    </message>
    <message>
        <source>Round {number}: deal verified</source>
        <translation>ラウンド{number}：配りを検証しました</translation>
    </message>
    <message>
        <source>Round {number}: the deal could NOT be verified — the host&apos;s cards were not the ones it promised ({why})</source>
        <translation>ラウンド{number}：配りを検証できませんでした — ホストのカードが約束したものと違います（{why}）</translation>
    </message>
    <message>
        <source>You sit at the table again.</source>
        <translation>テーブルに戻りました。</translation>
    </message>
    <message>
        <source>A computer plays your seat meanwhile; Game ▸ Rejoin the table takes it back.</source>
        <translation>その間はコンピューターがあなたの席をプレイします。「ゲーム ▸ テーブルに戻る」で席に戻れます。</translation>
    </message>
    <message>
        <source>You ran out of time; the computer moves for you:</source>
        <translation>持ち時間が切れました。コンピューターがあなたの代わりにプレイします：</translation>
    </message>
    <message>
        <source>{name} ran out of time; the computer moves for them:</source>
        <translation>{name}の持ち時間が切れました。コンピューターが代わりにプレイします：</translation>
    </message>
    <message>
        <source>The table closed</source>
        <translation>テーブルが閉じました</translation>
    </message>
    <message>
        <source>Close the table? Everyone at it is told the table closed.</source>
        <translation>テーブルを閉じますか？ 全員にテーブルが閉じたことが伝えられます。</translation>
    </message>
    <message>
        <source>The finished rounds are in your ledger; the others can rejoin when you open the table again.</source>
        <translation>終わったラウンドはあなたの台帳にあります。テーブルをまた開けば、ほかの人は戻れます。</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>テーブルを離れますか？</translation>
    </message>
    <message>
        <source>A computer plays your seat until you rejoin (the seat stays yours: Game ▸ Rejoin a table… takes it back).</source>
        <translation>戻るまではコンピューターがあなたの席をプレイします（席はあなたのままです。「ゲーム ▸ テーブルに戻る…」で戻れます）。</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>テーブルを離れる</translation>
    </message>
    <message>
        <source>Your turn: {move} s, then {reserve} s in reserve</source>
        <translation>あなたの手番：残り{move}秒、予備{reserve}秒</translation>
    </message>
    <message>
        <source>{name}: {move} s, then {reserve} s in reserve</source>
        <translation>{name}：残り{move}秒、予備{reserve}秒</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>The join code is wrong. Ask the host for the code their table shows.</source>
        <translation>参加コードが違います。ホストにテーブルのコードを聞いてください。</translation>
    </message>
    <message>
        <source>The table runs another version of Tonk, which plays by a different protocol. Both computers need the same version.</source>
        <translation>このテーブルは別のバージョンのトンクで、通信の約束事が違います。両方のコンピューターで同じバージョンが必要です。</translation>
    </message>
    <message>
        <source>Every seat for a person at this table is taken.</source>
        <translation>このテーブルの人間用の席はすべて埋まっています。</translation>
    </message>
    <message>
        <source>The table does not know the seat this computer kept (another session, or the seat was given up). Join with the code instead.</source>
        <translation>このコンピューターが保存した席をテーブルが知りません（別のセッションか、席が手放されました）。代わりにコードで参加してください。</translation>
    </message>
    <message>
        <source>The table refused the name: choose another (at most 40 letters).</source>
        <translation>テーブルがこの名前を受け付けませんでした。別の名前にしてください（40文字まで）。</translation>
    </message>
    <message>
        <source>Someone at this table already has that name: choose another.</source>
        <translation>このテーブルには同じ名前の人がいます。別の名前にしてください。</translation>
    </message>
    <message>
        <source>The join code is wrong, and so were several before it from this computer: the table now answers each try from here only after a wait, next {seconds} s. Ask the host for the code their table shows.</source>
        <translation>参加コードが違います。このコンピューターからはその前にも何度か違うコードが送られました。テーブルはここからの試行に待ち時間の後でしか答えません（次は {seconds} 秒）。ホストのテーブルに表示されているコードを聞いてください。</translation>
    </message>
    <message>
        <source>Too many connections are waiting to join this table. Try again in a moment.</source>
        <translation>このテーブルには参加を待っている接続が多すぎます。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
        <source>The table refused to seat you ({detail}).</source>
        <translation>テーブルに着席を断られました（{detail}）。</translation>
    </message>
    <message>
        <source>The table stopped answering (no word from it for too long).</source>
        <translation>テーブルが応答しなくなりました（長い間何も届きません）。</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>テーブルとの接続が切れました。</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>ホストがテーブルを閉じました。</translation>
    </message>
    <message>
        <source>The table sent something this program cannot read.</source>
        <translation>テーブルからこのプログラムが読めないものが届きました。</translation>
    </message>
    <message>
        <source>The table heard nothing from this computer for too long and let the line go.</source>
        <translation>このコンピューターから長い間何も届かなかったため、テーブルが接続を切りました。</translation>
    </message>
    <message>
        <source>Your seat was taken up again from another connection.</source>
        <translation>あなたの席は別の接続から使われました。</translation>
    </message>
    <message>
        <source>Not joined: the table did not show the certificate its invite names. Someone may be between you and the host, or the host made a new certificate. Nothing was sent to it. Ask the host for a new invite, and compare its fingerprint with the one in the host&apos;s dialog.</source>
        <translation>参加していません。テーブルが招待にある証明書を示しませんでした。あなたとホストの間に誰かがいるか、ホストが新しい証明書を作ったのかもしれません。テーブルには何も送っていません。ホストに新しい招待を頼み、そのフィンガープリントをホストのダイアログに表示されているものと比べてください。</translation>
    </message>
    <message>
        <source>The connection to the table ended ({detail}).</source>
        <translation>テーブルとの接続が終わりました（{detail}）。</translation>
    </message>
    <message>
        <source>That is not an invite: an invite begins with tonk://</source>
        <translation>これは招待ではありません。招待は tonk:// で始まります</translation>
    </message>
    <message>
        <source>The invite&apos;s address cannot be read: ask the host to copy it again.</source>
        <translation>招待のアドレスが読めません。ホストにもう一度コピーしてもらってください。</translation>
    </message>
    <message>
        <source>The invite&apos;s port is missing or wrong: ask the host to copy it again.</source>
        <translation>招待のポートがないか、間違っています。ホストにもう一度コピーしてもらってください。</translation>
    </message>
    <message>
        <source>The invite has no join code: ask the host to copy it again.</source>
        <translation>招待に参加コードがありません。ホストにもう一度コピーしてもらってください。</translation>
    </message>
    <message>
        <source>The invite has no certificate fingerprint: ask the host to copy it again.</source>
        <translation>招待に証明書のフィンガープリントがありません。ホストにもう一度コピーしてもらってください。</translation>
    </message>
    <message>
        <source>The host closed the table. The finished rounds are in the host&apos;s ledger; when the host opens the session again, Game ▸ Rejoin a table… takes your seat back.</source>
        <translation>ホストがテーブルを閉じました。終わったラウンドはホストの台帳にあります。ホストがセッションをまた開いたら、「ゲーム ▸ テーブルに戻る…」で席に戻れます。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: this computer no longer has that address (its network is down or changed). Choose another one above, or type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません。このコンピューターにはもうそのアドレスがありません（ネットワークが切れたか、変わりました）。上で別のアドレスを選ぶか、テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: it does not carry the announcements tables make (multicast). Type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません。テーブルの知らせ（マルチキャスト）がこのネットワークを通りません。テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: it is down. Connect it, or type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません。ネットワークが切れています。接続するか、テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: the system or a firewall does not allow it. Type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません。システムかファイアウォールが許可していません。テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: another program holds the port the announcements use (5353) and does not share it. Type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません。知らせに使うポート（5353）を別のプログラムが使っていて、共有していません。テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network: IPv6 is turned off on this computer. Choose an IPv4 address above, or type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません。このコンピューターでは IPv6 が無効になっています。上で IPv4 アドレスを選ぶか、テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Cannot look for tables there: it is not an address of this computer. Choose one above.</source>
        <translation>そこではテーブルを探せません。このコンピューターのアドレスではありません。上で選んでください。</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network (the system says: {detail}). Type the table&apos;s address and port.</source>
        <translation>このネットワークではテーブルを探せません（システムの説明: {detail}）。テーブルのアドレスとポートを入力してください。</translation>
    </message>
    <message>
        <source>Asking your router to open port {port} to the internet…</source>
        <translation>ルーターにポート {port} をインターネットへ開けるよう頼んでいます…</translation>
    </message>
    <message>
        <source>Your router did not renew the opening at {address} ({method}): friends on other networks may not reach the table now. This computer keeps asking; friends on this network can still join.</source>
        <translation>ルーターが {address} のポートの開放を更新しませんでした（{method}）：ほかのネットワークの友だちは今テーブルに届かないかもしれません。このコンピューターは頼み続けます。このネットワークの友だちは今も参加できます。</translation>
    </message>
    <message>
        <source>Mapped: friends join at {address} ({method}).</source>
        <translation>ポートを開きました：友だちは {address} から参加します（{method}）。</translation>
    </message>
    <message>
        <source>Your router did not answer (it may not offer UPnP, PCP or NAT-PMP, or has them turned off).</source>
        <translation>ルーターが応答しませんでした（UPnP、PCP や NAT-PMP に対応していないか、無効になっている可能性があります）。</translation>
    </message>
    <message>
        <source>Your router refused to open port {port} ({detail}).</source>
        <translation>ルーターはポート {port} を開くことを拒否しました（{detail}）。</translation>
    </message>
    <message>
        <source>Your router is itself behind another router (its address, {address}, is a private one), so what it opens does not reach the internet.</source>
        <translation>このルーター自体が別のルーターの内側にあります（そのアドレス {address} はプライベートアドレスです）。そのため、開いたポートはインターネットに届きません。</translation>
    </message>
    <message>
        <source>This computer cannot ask the router: it has no UPnP client, and no router address is known for PCP or NAT-PMP.</source>
        <translation>このコンピューターはルーターに頼めません：UPnP クライアントがなく、PCP や NAT-PMP で問い合わせるルーターのアドレスもわかりません。</translation>
    </message>
    <message>
        <source>Friends on other networks cannot join yet: forward TCP port {port} to {address} by hand in your router&apos;s settings and give them the router&apos;s public address, or host the table with tonk-host on a server (see the server guide, docs/server.md). Friends on this network can join now.</source>
        <translation>ほかのネットワークの友だちはまだ参加できません：ルーターの設定で TCP ポート {port} を {address} へ手動で転送し、ルーターの公開アドレスを伝えるか、サーバーで tonk-host を使ってテーブルを開いてください（サーバーの手引き docs/server.md を参照）。このネットワークの友だちは今すぐ参加できます。</translation>
    </message>
    <message>
        <source>Could not announce the table: this computer no longer has the address it listens at (its network is down or changed). Friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした。このコンピューターにはもう待ち受けているアドレスがありません（ネットワークが切れたか、変わりました）。友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>Could not announce the table: its network does not carry the announcements tables make (multicast). Friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした。テーブルの知らせ（マルチキャスト）がこのネットワークを通りません。友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>Could not announce the table: its network is down. When it is connected again, friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした。ネットワークが切れています。再び接続されたら、友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>Could not announce the table: the system or a firewall does not allow it. Friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした。システムかファイアウォールが許可していません。友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>Could not announce the table: another program holds the port the announcements use (5353) and does not share it. Friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした。知らせに使うポート（5353）を別のプログラムが使っていて、共有していません。友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>Could not announce the table: IPv6 is turned off on this computer. Friends join by the invite, or host at an IPv4 address.</source>
        <translation>テーブルを知らせられませんでした。このコンピューターでは IPv6 が無効になっています。友だちは招待で参加します。IPv4 アドレスでテーブルを開くこともできます。</translation>
    </message>
    <message>
        <source>Could not announce the table: the address it listens at is not one of this computer&apos;s. Friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした。待ち受けているアドレスはこのコンピューターのものではありません。友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>Could not announce the table (the system says: {detail}). Friends join by the invite.</source>
        <translation>テーブルを知らせられませんでした（システムの説明: {detail}）。友だちは招待で参加します。</translation>
    </message>
    <message>
        <source>this computer has no TLS library to encrypt it with</source>
        <translation>このコンピューターには暗号化に使う TLS ライブラリがありません</translation>
    </message>
    <message>
        <source>this computer&apos;s TLS library cannot read the table&apos;s key</source>
        <translation>このコンピューターの TLS ライブラリがテーブルの鍵を読み込めません</translation>
    </message>
    <message>
        <source>this computer&apos;s TLS library cannot serve with it</source>
        <translation>このコンピューターの TLS ライブラリがその証明書で接続を受けられません</translation>
    </message>
    <message>
        <source>This computer cannot host a table: its connections would be encrypted with the table&apos;s certificate, and {why}. No one could join. Joining other tables still works.</source>
        <translation>このコンピューターはテーブルのホストになれません。接続はテーブルの証明書で暗号化されますが、{why}。誰も参加できません。ほかのテーブルへの参加はこれまでどおりできます。</translation>
    </message>
    <message>
        <source>This computer cannot host a table: the table&apos;s certificate cannot be made or read ({why}). Joining other tables still works.</source>
        <translation>このコンピューターはテーブルのホストになれません。テーブルの証明書を作ることも読み込むこともできません（{why}）。ほかのテーブルへの参加はこれまでどおりできます。</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>“{text}” is not an amount of {currency} (with at most {decimals} decimals).</source>
        <translation>「{text}」は{currency}の金額ではありません（小数は{decimals}桁まで）。</translation>
    </message>
    <message>
        <source>“{text}” is not an amount of {currency} (whole numbers only).</source>
        <translation>「{text}」は{currency}の金額ではありません（整数のみ）。</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>Session of {date}</source>
        <translation>{date}のセッション</translation>
    </message>
    <message>
        <source>The current house rules</source>
        <translation>現在のハウスルール</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Encyclopedia</source>
        <translation>百科事典</translation>
    </message>
    <message>
        <source>Session name:</source>
        <translation>セッション名：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <source>Base stake:</source>
        <translation>基本賭け金：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>通貨：</translation>
    </message>
    <message>
        <source>House rules:</source>
        <translation>ハウスルール：</translation>
    </message>
    <message>
        <source>Players and starting bankrolls (optional)</source>
        <translation>プレイヤーと最初の持ち金（任意）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>プレイする人</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>持ち金</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Base stake: {why}</source>
        <translation>基本賭け金：{why}</translation>
    </message>
    <message>
        <source>The base stake must be more than zero.</source>
        <translation>基本賭け金は0より大きくしてください。</translation>
    </message>
    <message>
        <source>The base stake is too large for a game of cards.</source>
        <translation>基本賭け金がカードゲームには大きすぎます。</translation>
    </message>
    <message>
        <source>Bankroll of player {n}: {why}</source>
        <translation>プレイヤー{n}の持ち金：{why}</translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation>セッションには名前が必要です。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>どのプレイヤーにも名前が必要です。</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>同じ名前のプレイヤーが2人います。</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Players and seats</source>
        <translation>プレイヤーと席</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>テーブルの人数：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>プレイする人</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>慎重</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>大胆</translation>
    </message>
    <message>
        <source>Collector</source>
        <translation>コレクター</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>計算家</translation>
    </message>
    <message>
        <source>Cautious: knocks only very low and keeps its low cards, so its rounds run longest, with the most spreads, hits and tonk-outs.</source>
        <translation>慎重：合計がごく低いときだけノックし、低いカードを手元に残します。そのためラウンドがいちばん長く続き、スプレッド、ヒット、トンクアウトがいちばん多くなります。</translation>
    </message>
    <message>
        <source>Bold: knocks early, on a higher count than most would: short rounds.</source>
        <translation>大胆：早めに、ふつうより高い合計でもノックします。ラウンドは短くなります。</translation>
    </message>
    <message>
        <source>Collector: takes the discard for any near-spread and hits whenever it can, but knocks as soon as it holds 10 or less, so it seldom goes out.</source>
        <translation>コレクター：スプレッドになりそうなら捨て札を取り、ヒットできるときはいつもヒットします。ただし合計が10以下になるとすぐノックするので、上がることはめったにありません。</translation>
    </message>
    <message>
        <source>Calculator: never hits; knocks when the odds say the knock pays.</source>
        <translation>計算家：ヒットはせず、勝算がノックに見合うときにノックします。</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>席{n}：名前</translation>
    </message>
    <message>
        <source>Seat {n}: played by</source>
        <translation>席{n}：プレイする人</translation>
    </message>
    <message>
        <source>Seat {n}: level</source>
        <translation>席{n}：レベル</translation>
    </message>
    <message>
        <source>Seat 1 sits at the bottom of the table and the others follow clockwise. With two or more people at one computer (hot seat), the table hides every hand between turns and asks you to pass the computer on; at the end of a round all hands are shown as usual.</source>
        <translation>席1はテーブルの下側で、ほかの席は時計回りに続きます。1台のコンピューターで2人以上が遊ぶとき（ホットシート）は、手番の合間にすべての手札を隠し、コンピューターを次の人に渡すよう案内します。ラウンドが終われば、いつもどおり全員の手札を表示します。</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>賭け金</translation>
    </message>
    <message>
        <source>Base stake:</source>
        <translation>基本賭け金：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>通貨：</translation>
    </message>
    <message>
        <source>Every win is counted in base stakes: a tonk out wins 2 from each player. A session keeps the stake it was started with.</source>
        <translation>勝ちはすべて基本賭け金の何倍かで数えます。たとえばトンクアウトは各プレイヤーから2です。セッションは始めたときの賭け金のまま続きます。</translation>
    </message>
    <message>
        <source>The stake must be more than nothing.</source>
        <translation>賭け金は0より大きくしてください。</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>アドレス(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>You may only knock with a hand total of {limit} or less</source>
        <comment>the house rule &apos;knock limit&apos;; {limit} is the limit in points</comment>
        <translation>ノックできるのは手札の合計が{limit}点以下のときだけです</translation>
    </message>
    <message>
        <source>A spread needs at least three cards</source>
        <translation>スプレッドには3枚以上のカードが必要です</translation>
    </message>
    <message>
        <source>A spread needs at least one card that is not a joker</source>
        <translation>スプレッドにはジョーカー以外のカードが1枚以上必要です</translation>
    </message>
    <message>
        <source>A book has at most four cards</source>
        <translation>ブックは4枚までです</translation>
    </message>
    <message>
        <source>A run must be one suit</source>
        <translation>ランは同じスートのカードでなければなりません</translation>
    </message>
    <message>
        <source>A book must be cards of one rank</source>
        <translation>ブックは同じランクのカードでなければなりません</translation>
    </message>
    <message>
        <source>The ace is low only: Q-K-A is not a run</source>
        <translation>エースはローとしてだけ使えます。Q-K-Aはランではありません</translation>
    </message>
    <message>
        <source>A run must be cards in sequence</source>
        <translation>ランは連続したカードでなければなりません</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card}は手札にありません</translation>
    </message>
    <message>
        <source>{card} does not fit this book</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card}はこのブックに合いません</translation>
    </message>
    <message>
        <source>{card} does not extend this run</source>
        <comment>{card} is e.g. Q♠</comment>
        <translation>{card}はこのランにつながりません</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>このラウンドは終わっています</translation>
    </message>
    <message>
        <source>Only a dealt hand of 49 can be declared</source>
        <translation>宣言できるのは配られた49点の手札だけです</translation>
    </message>
    <message>
        <source>A dealt 49 must be declared at the start of your first turn</source>
        <translation>配られた49点は、最初の手番の始めに宣言しなければなりません</translation>
    </message>
    <message>
        <source>You may only knock before drawing</source>
        <translation>ノックできるのはカードを引く前だけです</translation>
    </message>
    <message>
        <source>You are held this turn and may not knock</source>
        <translation>この手番は足止めされているので、ノックできません</translation>
    </message>
    <message>
        <source>You have already drawn this turn</source>
        <translation>この手番ではもうカードを引いています</translation>
    </message>
    <message>
        <source>You may only decline the discard when the stock is empty</source>
        <translation>捨て札を断れるのはストックが空のときだけです</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>ストックが空です</translation>
    </message>
    <message>
        <source>Draw from the stock or the discard pile</source>
        <translation>ストックか捨て札の山から引いてください</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>捨て札の山が空です</translation>
    </message>
    <message>
        <source>You may only take the discard if you can spread or hit with it this turn</source>
        <translation>捨て札を取れるのは、この手番でそのカードをスプレッドかヒットに使えるときだけです</translation>
    </message>
    <message>
        <source>Draw a card first</source>
        <translation>先にカードを引いてください</translation>
    </message>
    <message>
        <source>You are held this turn and may not lay new spreads</source>
        <translation>この手番は足止めされているので、新しいスプレッドを出せません</translation>
    </message>
    <message>
        <source>There is no such spread on the table</source>
        <translation>そのスプレッドは場にありません</translation>
    </message>
    <message>
        <source>You may only hit runs, not books</source>
        <translation>ヒットできるのはランだけで、ブックにはできません</translation>
    </message>
    <message>
        <source>You may only hit once a turn</source>
        <translation>ヒットは1手番に1回だけです</translation>
    </message>
    <message>
        <source>You must spread or hit with the card you took from the discard pile first</source>
        <translation>先に、捨て札の山から取ったカードをスプレッドに出すかヒットしてください</translation>
    </message>
    <message>
        <source>You must lay down every spread you hold before ending your turn</source>
        <translation>手番を終える前に、手札のスプレッドをすべて出さなければなりません</translation>
    </message>
    <message>
        <source>You may not discard the card you took from the discard pile</source>
        <translation>捨て札の山から取ったカードは、同じ手番に捨てられません</translation>
    </message>
    <message>
        <source>That is not a move in Tonk</source>
        <translation>それはトンクの手ではありません</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Step {step} of {count}: {what}</source>
        <translation>{count}手中{step}手目：{what}</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>あなたが配ります</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name}が配ります</translation>
    </message>
    <message>
        <source>{dealt}; the up-card is {card}</source>
        <translation>{dealt}。表向きのカードは{card}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>This is a replay: step through it with the arrow keys, or “Play from here” to play on.</source>
        <translation>これは再生です：矢印キーで一手ずつ進めるか、「ここから遊ぶ」で続きを遊べます。</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>ラウンド{number}</translation>
    </message>
    <message>
        <source>&amp;Leave the review</source>
        <translation>振り返りを終える(&amp;L)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>ゲームに戻る (Esc)</translation>
    </message>
    <message>
        <source>Go to the deal</source>
        <translation>配った直後へ</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>配った直後 (Home)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <source>One action back (Left arrow)</source>
        <translation>一手戻る (←)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <source>The next action (Right arrow)</source>
        <translation>次の一手 (→)</translation>
    </message>
    <message>
        <source>Go to the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>The round&apos;s end (End)</source>
        <translation>ラウンドの終わり (End)</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>前の判断</translation>
    </message>
    <message>
        <source>The chosen player&apos;s previous decision (Shift+N)</source>
        <translation>選んだプレイヤーの前の判断 (Shift+N)</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>次の判断</translation>
    </message>
    <message>
        <source>The chosen player&apos;s next decision (N)</source>
        <translation>選んだプレイヤーの次の判断 (N)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>ここから遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <source>Play on from this position with the same cards, in a practice game</source>
        <translation>この局面から同じカードで練習ゲームとして続けます</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s play</source>
        <translation>コンピューターなら(&amp;C)</translation>
    </message>
    <message>
        <source>How would the computer have played these cards? (Shift+C)</source>
        <translation>コンピューターならこのカードをどうプレイしたか (Shift+C)</translation>
    </message>
    <message>
        <source>Whose decisions N and Shift+N go to</source>
        <translation>N と Shift+N で判断をたどるプレイヤー</translation>
    </message>
    <message>
        <source>Position in the round</source>
        <translation>ラウンド内の位置</translation>
    </message>
    <message>
        <source>The round&apos;s actions</source>
        <translation>ラウンドの手順</translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation>振り返りを終える</translation>
    </message>
    <message>
        <source>Not in a ledger session: money is at stake. Play from here is for practice games.</source>
        <translation>台帳のセッションではできません：お金が懸かっています。「ここから遊ぶ」は練習ゲーム用です。</translation>
    </message>
    <message>
        <source>{name} has no later decision in this round.</source>
        <translation>このラウンドで{name}にこれより後の判断はありません。</translation>
    </message>
    <message>
        <source>{name} has no earlier decision in this round.</source>
        <translation>このラウンドで{name}にこれより前の判断はありません。</translation>
    </message>
    <message>
        <source>Re&amp;view the round</source>
        <translation>ラウンドを振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Replay the round just played, every hand face up (R)</source>
        <translation>今のラウンドを全員の手札を表にして再生します (R)</translation>
    </message>
    <message>
        <source>Open hand histor&amp;y…</source>
        <translation>ラウンドの履歴を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Review: ← → step, N the next decision, Esc back to the game.</source>
        <translation>振り返り：← → で一手ずつ、N で次の判断、Esc でゲームに戻ります。</translation>
    </message>
    <message>
        <source>A round can be reviewed once it is over.</source>
        <translation>ラウンドは終わってから振り返れます。</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>ラウンドの履歴を開く</translation>
    </message>
    <message>
        <source>Hand histories (*.json);;All files (*)</source>
        <translation>ラウンドの履歴 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Could not read {path}: {why}</source>
        <translation>{path}を読み込めませんでした：{why}</translation>
    </message>
    <message>
        <source>{path} is not a hand history Tonk can replay: {why}</source>
        <translation>{path}はトンクで再生できるラウンドの履歴ではありません：{why}</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>ここから遊びますか？</translation>
    </message>
    <message>
        <source>A round is being played. Throw it away and play on from the review?</source>
        <translation>ラウンドの途中です。それを捨てて、振り返りの局面から続けますか？</translation>
    </message>
    <message>
        <source>Nothing is paid until a round ends: the balances stay as they are.</source>
        <translation>ラウンドが終わるまで支払いはありません。収支はそのままです。</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>続ける(&amp;K)</translation>
    </message>
    <message>
        <source>Playing on from step {step} with the same cards, in a practice game.</source>
        <translation>{step}手目から同じカードで練習ゲームとして続けます。</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Tonk!</source>
        <translation>トンク！</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>キャッチ！</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>上がり</translation>
    </message>
    <message>
        <source>Knocked low</source>
        <translation>ノック成功</translation>
    </message>
    <message>
        <source>Dry stock</source>
        <translation>ストック切れ</translation>
    </message>
    <message>
        <source>Dealt tonk</source>
        <translation>配札トンク</translation>
    </message>
    <message>
        <source>Low deal</source>
        <translation>ロー配札</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>配り直し</translation>
    </message>
</context>
<context>
    <name>RoundEndPanel</name>
    <message>
        <source>Next round</source>
        <translation>次のラウンド</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Replay the round step by step, every hand face up (R)</source>
        <translation>全員の手札を表にしてラウンドを一手ずつ再生します (R)</translation>
    </message>
    <message>
        <source>&amp;Computer&apos;s play</source>
        <translation>コンピューターなら(&amp;C)</translation>
    </message>
    <message>
        <source>How would the computer have played these cards? (Shift+C)</source>
        <translation>コンピューターならこのカードをどうプレイしたか (Shift+C)</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>誰も払いません。</translation>
    </message>
    <message>
        <source>Deal number {deal}</source>
        <translation>配り番号{deal}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>このラウンド</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>所持金</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points}点</translation>
    </message>
</context>
<context>
    <name>RulesExamples</name>
    <message>
        <source>Not allowed: {cards}</source>
        <translation>不可：{cards}</translation>
    </message>
    <message>
        <source>Ann</source>
        <translation>アン</translation>
    </message>
    <message>
        <source>Bob</source>
        <translation>ボブ</translation>
    </message>
    <message>
        <source>Cleo</source>
        <translation>クレオ</translation>
    </message>
    <message>
        <source>{name} knocks: {total}</source>
        <translation>{name}がノック：{total}</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}：{total}</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {units}</source>
        <translation>{payer}→{payee}：{units}</translation>
    </message>
    <message>
        <source>({caught} for being caught + {win} for the win)</source>
        <translation>（キャッチされた分 {caught} + 勝ちの分 {win}）</translation>
    </message>
</context>
<context>
    <name>RulesInPlayDialog</name>
    <message>
        <source>Rules in play</source>
        <translation>採用中のルール</translation>
    </message>
    <message>
        <source>You have changed the rules in Settings: the new rules take effect from the next round.</source>
        <translation>設定でルールが変更されています。新しいルールは次のラウンドから有効になります。</translation>
    </message>
    <message>
        <source>The session “{session}” keeps its own rules; the rules you chose in Settings apply to your next game.</source>
        <translation>セッション「{session}」は独自のルールのままです。設定で選んだルールは次のゲームから有効になります。</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Preset:</source>
        <translation>プリセット：</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}：</translation>
    </message>
    <message>
        <source> points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>A run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Not a run</source>
        <translation>ランではない</translation>
    </message>
    <message>
        <source>Changed rules take effect from the next round (a ledger session keeps its own until your next game); a round being played keeps the rules it was dealt with.</source>
        <translation>変更したルールは次のラウンドから有効になります（台帳のセッションは次のゲームまで独自のルールのままです）。プレイ中のラウンドは、配ったときのルールのまま続きます。</translation>
    </message>
    <message>
        <source>Only with five cards: seven or nine cards average about 45 points, so nobody wins at the deal with them, whatever these switches say.</source>
        <translation>5枚配りのときだけのルールです。7枚・9枚配りでは手札が平均およそ45点になるため、これらの設定にかかわらず、配られた時点で勝つ人はいません。</translation>
    </message>
    <message>
        <source>The joker fills the gap (6♥), and moves if the 6♥ is played</source>
        <translation>ジョーカーは隙間（6♥）を埋め、6♥が出されると動きます</translation>
    </message>
    <message>
        <source>Hit up to four: dead</source>
        <translation>ヒットで4枚：デッド</translation>
    </message>
    <message>
        <source>Editing any switch makes the rules Custom.</source>
        <translation>どれか1つでも変更すると、ルールは「カスタム」になります。</translation>
    </message>
    <message>
        <source>Choose Classic or Encyclopedia to start again from a preset.</source>
        <translation>プリセットからやり直すには「クラシック」か「百科事典」を選んでください。</translation>
    </message>
    <message>
        <source>Hits on runs only: the 8♠ may not go on the book of eights.</source>
        <translation>ランにだけヒット：8♠は8のブックに付けられません。</translation>
    </message>
    <message>
        <source>The 8♠ may hit the book of eights, the 7♥ the run.</source>
        <translation>8♠は8のブックに、7♥はランにヒットできます。</translation>
    </message>
</context>
<context>
    <name>SessionDuplicate</name>
    <message>
        <source>The replay was cancelled.</source>
        <translation>再プレイを取り消しました。</translation>
    </message>
    <message>
        <source>The session&apos;s rounds could not be played again: {error}</source>
        <translation>セッションのラウンドをもう一度プレイできませんでした: {error}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>あなたの結果</translation>
    </message>
    <message>
        <source>Hard (mean)</source>
        <translation>「むずかしい」(平均)</translation>
    </message>
    <message>
        <source>Normal (mean)</source>
        <translation>「ふつう」(平均)</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>カードの分</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>プレイの分</translation>
    </message>
    <message>
        <source>How would the computer have played this session&apos;s cards?</source>
        <translation>コンピューターならこのセッションのカードをどうプレイしたか</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel the replay</source>
        <translation>再プレイを取り消す</translation>
    </message>
    <message>
        <source>Replaying the session&apos;s rounds</source>
        <translation>セッションのラウンドを再プレイ中</translation>
    </message>
    <message>
        <source>Your result and the computer&apos;s, round by round</source>
        <translation>ラウンドごとのあなたの結果とコンピューターの結果</translation>
    </message>
    <message numerus="yes">
        <source>The computer is playing %n round(s) again in your seat, with the same cards…</source>
        <translation>
            <numerusform>コンピューターがあなたの席で、同じカードで%nラウンドをもう一度プレイしています…</numerusform>
        </translation>
    </message>
    <message>
        <source>No round of this session kept its deck: there is nothing to deal again.</source>
        <translation>このセッションには山札を記録したラウンドがないので、配り直せるものがありません。</translation>
    </message>
    <message>
        <source>In stakes won or lost. The cards: what hard got on these cards. The play: your result less that.</source>
        <translation>勝ち負けの賭け単位です。カードの分:「むずかしい」がこのカードで得たもの。プレイの分: あなたの結果からそれを引いたもの。</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>ラウンド{number}</translation>
    </message>
    <message>
        <source>Kept without its deck: it cannot be dealt again</source>
        <translation>山札なしで記録されたので、配り直せません</translation>
    </message>
    <message>
        <source>Its hand history does not replay</source>
        <translation>このラウンドの履歴は再生できません</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n replay(s) never ended and are left out.</source>
        <translation>
            <numerusform>ラウンド{number}: %n回の再プレイは終わらなかったので除きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The session</source>
        <translation>セッション全体</translation>
    </message>
    <message numerus="yes">
        <source>Each level played each round %n time(s), the same opponents each time.</source>
        <translation>
            <numerusform>各レベルが各ラウンドを%n回プレイしました。相手は毎回同じです。</numerusform>
        </translation>
    </message>
    <message>
        <source>A person&apos;s seat was played by normal.</source>
        <translation>人の席は「ふつう」がプレイしました。</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) without a deck to deal again are left out of the sums.</source>
        <translation>
            <numerusform>配り直す山札のない%nラウンドは合計から除きました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message>
        <source>The ledger could not be written ({why}). Nothing was changed.</source>
        <translation>台帳に書き込めませんでした（{why}）。何も変更されていません。</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSVにエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>精算(&amp;S)…</translation>
    </message>
    <message>
        <source>R&amp;ounds of the selected session:</source>
        <translation>選んだセッションのラウンド(&amp;O)：</translation>
    </message>
    <message>
        <source>Rounds of the selected session</source>
        <translation>選んだセッションのラウンド</translation>
    </message>
    <message>
        <source>Re&amp;view round</source>
        <translation>ラウンドを振り返る(&amp;V)</translation>
    </message>
    <message>
        <source>Replay the chosen round step by step, every hand face up; no money moves</source>
        <translation>選んだラウンドを全員の手札を表にして一手ずつ再生します。お金は動きません</translation>
    </message>
    <message>
        <source>Co&amp;mputer&apos;s play…</source>
        <translation>コンピューターなら(&amp;M)…</translation>
    </message>
    <message>
        <source>How would the computer have played this session&apos;s cards? Every round dealt again with hard and normal in your seat</source>
        <translation>コンピューターならこのセッションのカードをどうプレイしたか。全ラウンドを配り直し、あなたの席で「むずかしい」と「ふつう」がプレイします</translation>
    </message>
    <message>
        <source>Not listed, as this version of Tonk Desktop cannot read them (they are kept as they are): {names}</source>
        <translation>このバージョンのトンクでは読めないため、一覧にありません（そのまま保存されています）：{names}</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <comment>a session&apos;s name in quotes</comment>
        <translation>「{name}」</translation>
    </message>
    <message>
        <source>The rounds could not be read ({why}).</source>
        <translation>ラウンドを読み込めませんでした（{why}）。</translation>
    </message>
    <message>
        <source>Round {number}: {end}</source>
        <translation>ラウンド{number}：{end}</translation>
    </message>
    <message>
        <source>Rename session</source>
        <translation>セッション名を変更</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前：</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>セッションを削除</translation>
    </message>
    <message>
        <source>Delete the session “{name}” and its {rounds} rounds? This cannot be undone.</source>
        <translation>セッション「{name}」とその{rounds}ラウンドを削除しますか？ 元に戻せません。</translation>
    </message>
    <message>
        <source>CSV, comma-separated (*.csv)</source>
        <translation>CSV：カンマ区切り (*.csv)</translation>
    </message>
    <message>
        <source>CSV for spreadsheets that write 1,50: semicolon-separated (*.csv)</source>
        <translation>「1,50」と書く表計算ソフト用のCSV：セミコロン区切り (*.csv)</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>セッションをエクスポート</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path}に書き込めませんでした：{why}</translation>
    </message>
    <message>
        <source>Saved “{session}” to {path}.</source>
        <translation>「{session}」を {path} に保存しました。</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>精算</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Players and seats</source>
        <translation>プレイヤーと席</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>テーブルとカード</translation>
    </message>
    <message>
        <source>Cannot save yet: {why}</source>
        <translation>まだ保存できません：{why}</translation>
    </message>
    <message>
        <source>The settings were not saved: {why}. They apply until you quit.</source>
        <translation>設定は保存されませんでした：{why}。終了するまでは有効です。</translation>
    </message>
</context>
<context>
    <name>SettingsFeature</name>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Rules in &amp;play…</source>
        <translation>採用中のルール(&amp;P)…</translation>
    </message>
    <message>
        <source>Some saved settings were reset: {notices}</source>
        <translation>保存されていた設定の一部を既定値に戻しました：{notices}</translation>
    </message>
    <message>
        <source>The speed was not saved: {why}.</source>
        <translation>速さは保存されませんでした：{why}。</translation>
    </message>
    <message>
        <source>The sound setting was not saved: {why}.</source>
        <translation>音の設定を保存できませんでした：{why}。</translation>
    </message>
    <message>
        <source>Saved for your next game: the session “{session}” keeps its own rules, players and stake.</source>
        <translation>次のゲーム用に保存しました。セッション「{session}」は独自のルール、プレイヤー、賭け金のままです。</translation>
    </message>
    <message>
        <source>A new currency starts a new game at the next deal: balances in one currency are no amount of another.</source>
        <translation>通貨を変えると、次に配るときから新しいゲームになります。ある通貨の収支を、別の通貨の金額として扱うことはできません。</translation>
    </message>
    <message>
        <source>A different number of players starts a new game at the next deal: balances start again from zero.</source>
        <translation>プレイヤー数が変わると、次の配りから新しいゲームになります。収支はゼロから始まります。</translation>
    </message>
    <message>
        <source>The new settings take effect from the next round.</source>
        <translation>新しい設定は次のラウンドから有効になります。</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>You</source>
        <extracomment>Language code -&gt; the language&apos;s name in itself (as a language menu shows it). The locale used when the system&apos;s locale is of another language. Fonts with Japanese glyph shapes, best first (Linux, Windows, macOS). Without a Japanese preference, fontconfig may draw kanji with a Chinese font&apos;s shapes.</extracomment>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Ann</source>
        <translation>アン</translation>
    </message>
    <message>
        <source>Bob</source>
        <translation>ボブ</translation>
    </message>
    <message>
        <source>Cal</source>
        <translation>カル</translation>
    </message>
    <message>
        <source>A table has 2 to 4 seats.</source>
        <translation>テーブルの席は2〜4です。</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>どの席にも名前が必要です。</translation>
    </message>
    <message>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>同じ名前の席が2つあります。プレイヤーごとに別の名前を付けてください。</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>少なくとも1つの席は人がプレイしなければなりません。</translation>
    </message>
    <message>
        <source>The settings could not be moved from {old} to {new} ({problem}). Nothing was lost: they are kept and used where they are, and moving them will be tried again at the next start.</source>
        <translation>設定を {old} から {new} へ移せませんでした（{problem}）。失われたものはありません。設定は元の場所に残してそのまま使い、次回の起動時にもう一度移動を試みます。</translation>
    </message>
    <message>
        <source>The old settings file {path} could not be read (far too large, or no permission); nothing was taken from it, and the defaults are used.</source>
        <translation>古い設定ファイル {path} を読めませんでした（大きすぎるか、権限がありません）。何も引き継がず、既定値を使います。</translation>
    </message>
    <message>
        <source>The settings were moved from {old} to a new file; these values in it could not be read safely and were left out: {keys}.</source>
        <translation>設定を {old} から新しいファイルへ移しました。次の値は安全に読み込めなかったため、除外しました：{keys}。</translation>
    </message>
    <message>
        <source>The settings file {path} is far too large to be Tonk&apos;s. It was not read, and could not be moved aside: the defaults are used.</source>
        <translation>設定ファイル {path} は大きすぎて、トンクのものではありえません。読み込まず、別の場所に移すこともできませんでした。既定値を使います。</translation>
    </message>
    <message>
        <source>The settings file {path} is far too large to be Tonk&apos;s. It was not read; it was kept as {kept}, and the defaults are used.</source>
        <translation>設定ファイル {path} は大きすぎて、トンクのものではありえません。読み込まずに {kept} として残し、既定値を使います。</translation>
    </message>
    <message>
        <source>The saved setting {key} ({raw}) could not be used: {why}. Using the default.</source>
        <translation>保存されていた設定 {key}（{raw}）は使えませんでした：{why}。既定値を使います。</translation>
    </message>
    <message>
        <source>not true or false</source>
        <translation>true でも false でもない</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>整数ではない</translation>
    </message>
    <message>
        <source>not text</source>
        <translation>テキストではない</translation>
    </message>
    <message>
        <source>not one of {choices}</source>
        <translation>{choices} のどれでもない</translation>
    </message>
    <message>
        <source>out of range {low} to {high}</source>
        <translation>{low}〜{high}の範囲外</translation>
    </message>
    <message>
        <source>The saved players stop before seat {n}: it takes its default player.</source>
        <translation>保存されたプレイヤーは{n}番目の席の前で途切れています。この席は既定のプレイヤーになります。</translation>
    </message>
    <message>
        <source>The saved players could not be used: {why} Using the default players.</source>
        <translation>保存されていたプレイヤーは使えませんでした：{why} 既定のプレイヤーを使います。</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read (no permission); the defaults are used, and changes may not be saved.</source>
        <translation>設定ファイル {path} を読めません（権限がありません）。既定値を使います。変更は保存されないかもしれません。</translation>
    </message>
    <message>
        <source>not a currency code</source>
        <translation>通貨コードではない</translation>
    </message>
    <message>
        <source>not a colour</source>
        <translation>色ではない</translation>
    </message>
    <message>
        <source>The settings file could not be read in full; what it lost is back to its default.</source>
        <translation>設定ファイルを完全には読み込めませんでした。読めなかった設定は既定値に戻りました。</translation>
    </message>
    <message>
        <source>The settings file could not be read in full; what it lost is back to its default. A copy of it was kept: {path}</source>
        <translation>設定ファイルを完全には読み込めませんでした。読めなかった設定は既定値に戻りました。ファイルの写しを保存しました：{path}</translation>
    </message>
    <message>
        <source>the settings file {path} cannot be written (no permission)</source>
        <translation>設定ファイル {path} に書き込めません（権限がありません）</translation>
    </message>
    <message>
        <source>not a list of named rule sets</source>
        <translation>名前付きルールの一覧ではない</translation>
    </message>
    <message>
        <source>The saved house rules “{name}” could not be read ({why}) and were skipped.</source>
        <translation>保存されていたハウスルール「{name}」は読めなかったため（{why}）、スキップしました。</translation>
    </message>
    <message>
        <source>This file is not a house-rules file (it is not valid JSON: {why}).</source>
        <translation>これはハウスルールのファイルではありません（正しいJSONではありません：{why}）。</translation>
    </message>
    <message>
        <source>This file is not a Tonk house-rules file.</source>
        <translation>これはトンクのハウスルールのファイルではありません。</translation>
    </message>
    <message>
        <source>This house-rules file has version {version}; this Tonk reads version 1.</source>
        <translation>このハウスルールのファイルはバージョン{version}です。このトンクが読めるのはバージョン1です。</translation>
    </message>
    <message>
        <source>This house-rules file has no name for its rules.</source>
        <translation>このハウスルールのファイルにはルールの名前がありません。</translation>
    </message>
    <message>
        <source>The rules in this file cannot be played: {why}</source>
        <translation>このファイルのルールではプレイできません：{why}</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>Settle up — {name}</source>
        <translation>精算 — {name}</translation>
    </message>
    <message>
        <source>After {rounds} rounds:
{standing}</source>
        <translation>{rounds}ラウンド終了時点：
{standing}</translation>
    </message>
    <message>
        <source>Everyone is square: nobody pays.</source>
        <translation>全員の収支はゼロです。誰も払いません。</translation>
    </message>
    <message>
        <source>Fewest payments that square everyone:</source>
        <translation>全員を精算する最少の支払い：</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>the audio device cannot play the game&apos;s sounds</source>
        <translation>オーディオ機器がゲームの音を再生できません</translation>
    </message>
    <message>
        <source>Qt&apos;s sound module (QtMultimedia) could not be loaded: {why}</source>
        <translation>Qt のサウンドモジュール（QtMultimedia）を読み込めませんでした：{why}</translation>
    </message>
    <message>
        <source>no audio output was found (no sound server or sound card)</source>
        <translation>音の出力先が見つかりません（サウンドサーバーもサウンドカードもありません）</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>消音(&amp;M)</translation>
    </message>
    <message>
        <source>No sound: {why}</source>
        <translation>音が出ません：{why}</translation>
    </message>
    <message>
        <source>Sound off or on (M); Settings ▸ Table and cards sets the volume</source>
        <translation>音を消す・出す（M）。音量は 設定 ▸ テーブルとカード で決めます</translation>
    </message>
    <message>
        <source>Sound off (M turns it on).</source>
        <translation>音を消しました（M でまた出ます）。</translation>
    </message>
    <message>
        <source>Sound on, but none can be played: {why}.</source>
        <translation>音をオンにしましたが、再生できません：{why}。</translation>
    </message>
    <message>
        <source>Sound on, at volume {volume}%.</source>
        <translation>音をオンにしました（音量 {volume}%）。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be written ({why}); the game goes on.</source>
        <translation>統計を書き込めませんでした（{why}）。ゲームは続きます。</translation>
    </message>
    <message>
        <source>Easy computer players</source>
        <translation>やさしいコンピューター</translation>
    </message>
    <message>
        <source>Normal computer players</source>
        <translation>ふつうのコンピューター</translation>
    </message>
    <message>
        <source>Hard computer players</source>
        <translation>むずかしいコンピューター</translation>
    </message>
    <message>
        <source>Cautious computer players</source>
        <translation>慎重なコンピューター</translation>
    </message>
    <message>
        <source>Bold computer players</source>
        <translation>大胆なコンピューター</translation>
    </message>
    <message>
        <source>Collector computer players</source>
        <translation>コレクター型のコンピューター</translation>
    </message>
    <message>
        <source>Calculator computer players</source>
        <translation>計算家のコンピューター</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>強さの混在</translation>
    </message>
    <message>
        <source>People only (hot seat)</source>
        <translation>人間のみ（ホットシート）</translation>
    </message>
    <message>
        <source>Unknown rules</source>
        <translation>不明なルール</translation>
    </message>
    <message>
        <source>{rules}, {players} players</source>
        <translation>{rules}、{players}人</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>All &amp;games</source>
        <translation>すべてのゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>今日の配り(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>All games on this computer</source>
        <translation>このコンピューターでの全ゲーム</translation>
    </message>
    <message>
        <source>Rounds played:</source>
        <translation>プレイしたラウンド：</translation>
    </message>
    <message>
        <source>Rounds won:</source>
        <translation>勝ったラウンド：</translation>
    </message>
    <message>
        <source>Tonk-outs:</source>
        <translation>トンクアウト：</translation>
    </message>
    <message>
        <source>Knocks:</source>
        <translation>ノック：</translation>
    </message>
    <message>
        <source>Times caught:</source>
        <translation>キャッチされた回数：</translation>
    </message>
    <message>
        <source>Dealt tonks:</source>
        <translation>配札トンク：</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>最長連勝：</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>最長連敗：</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>現在の連勝・連敗：</translation>
    </message>
    <message>
        <source>Net stake units:</source>
        <translation>正味の賭け単位：</translation>
    </message>
    <message>
        <source>Net stake units over the rounds played</source>
        <translation>プレイしたラウンドごとの正味の賭け単位</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Computer players faced</source>
        <translation>対戦したコンピューター</translation>
    </message>
    <message>
        <source>By house-rule set</source>
        <translation>ハウスルール別</translation>
    </message>
    <message>
        <source>By the computer level faced</source>
        <translation>対戦したコンピューターの強さ別</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>統計をリセット(&amp;R)…</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Net units</source>
        <translation>正味の単位</translation>
    </message>
    <message>
        <source>The statistics could not be read ({why}).</source>
        <translation>統計を読み込めませんでした（{why}）。</translation>
    </message>
    <message>
        <source>No rounds yet. Every round finished at this computer counts here, practice games and ledger sessions alike (a round with a turn taken back does not).</source>
        <translation>まだラウンドがありません。このコンピューターで終えたラウンドは、練習ゲームでも台帳のセッションでもすべてここに数えられます（手番を取り消したラウンドは除きます）。</translation>
    </message>
    <message>
        <source>{wins} ({percent})</source>
        <translation>{wins}（{percent}）</translation>
    </message>
    <message>
        <source>{n} won in a row</source>
        <translation>{n}連勝中</translation>
    </message>
    <message>
        <source>{n} lost in a row</source>
        <translation>{n}連敗中</translation>
    </message>
    <message>
        <source>units</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Forget the statistics of every player at this computer, and the deal of the day&apos;s results? The sessions and their rounds stay in the ledger. This cannot be undone.</source>
        <translation>このコンピューターの全プレイヤーの統計と今日の配りの結果を消去しますか？ セッションとそのラウンドは台帳に残ります。元に戻すことはできません。</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({why}); nothing was lost.</source>
        <translation>統計をリセットできませんでした（{why}）。何も失われていません。</translation>
    </message>
</context>
<context>
    <name>StorageWords</name>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>ディスクの割り当て容量を使い切りました</translation>
    </message>
    <message>
        <source>permission was denied</source>
        <translation>アクセスが拒否されました</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>ファイルまたはフォルダーがありません</translation>
    </message>
    <message>
        <source>a folder is in the way</source>
        <translation>同じ名前のフォルダーがあります</translation>
    </message>
    <message>
        <source>a file is in the way where a folder should be</source>
        <translation>フォルダーがあるべき場所にファイルがあります</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>ディスクがエラーを報告しました</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名前が長すぎます</translation>
    </message>
    <message>
        <source>another program is using the ledger</source>
        <translation>別のプログラムが台帳を使っています</translation>
    </message>
    <message>
        <source>the disk or file is read-only</source>
        <translation>ディスクかファイルが読み取り専用です</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>ファイルが壊れています</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>ファイルを開けませんでした</translation>
    </message>
    <message>
        <source>it is one of Tonk Desktop&apos;s own files (the ledger, a saved round or the settings), which are never written over</source>
        <translation>トンク自身のファイル（台帳、保存されたラウンド、設定）なので、上書きしません</translation>
    </message>
    <message>
        <source>the balances in the ledger do not add up</source>
        <translation>台帳の収支の合計が合いません</translation>
    </message>
    <message>
        <source>an amount is too large for the ledger</source>
        <translation>金額が台帳に記録できないほど大きすぎます</translation>
    </message>
    <message>
        <source>the session no longer exists</source>
        <translation>セッションはもうありません</translation>
    </message>
    <message>
        <source>this version of Tonk Desktop cannot read it</source>
        <translation>このバージョンのトンクでは読めません</translation>
    </message>
    <message>
        <source>a session needs a name</source>
        <translation>セッションには名前が必要です</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>どのプレイヤーにも名前が必要です</translation>
    </message>
    <message>
        <source>two players have the same name</source>
        <translation>同じ名前のプレイヤーが2人います</translation>
    </message>
    <message>
        <source>the base stake must be more than zero</source>
        <translation>基本賭け金は0より大きくなければなりません</translation>
    </message>
    <message>
        <source>it is not a round saved by Tonk Desktop</source>
        <translation>トンクが保存したラウンドではありません</translation>
    </message>
    <message>
        <source>it belongs to another session</source>
        <translation>別のセッションのものです</translation>
    </message>
    <message>
        <source>its moves do not replay under its rules</source>
        <translation>そのルールでは手順を再現できません</translation>
    </message>
    <message>
        <source>it was dealt under other rules than its session&apos;s</source>
        <translation>セッションとは別のルールで配られたものです</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>ファイルを読み込めませんでした</translation>
    </message>
    <message>
        <source>The file {path} is another program&apos;s database, not a Tonk Desktop ledger. It is left untouched.</source>
        <translation>ファイル {path} は別のプログラムのデータベースで、トンクの台帳ではありません。変更しません。</translation>
    </message>
    <message>
        <source>The ledger {path} was written by a newer version of Tonk Desktop. This version leaves it untouched.</source>
        <translation>台帳 {path} は新しいバージョンの トンクで書かれています。このバージョンでは変更しません。</translation>
    </message>
    <message>
        <source>The ledger {path} cannot be used: {why}.</source>
        <translation>台帳 {path} を使えません：{why}。</translation>
    </message>
    <message>
        <source>The session “{name}” in the ledger {path} could not be read ({why}). It is set aside, kept in the file as it is; the other sessions are as they were.</source>
        <translation>台帳 {path} のセッション「{name}」を読めませんでした（{why}）。このセッションは取り置かれ、ファイルにそのまま残ります。ほかのセッションは元のままです。</translation>
    </message>
    <message>
        <source>The ledger {path} could not be read ({why}). It was kept as {moved} and a new, empty ledger was started.</source>
        <translation>台帳 {path} を読み込めませんでした（{why}）。ファイルは {moved} として残し、新しい空の台帳を作りました。</translation>
    </message>
    <message>
        <source>The saved round in progress {path} could not be read ({why}), nor moved aside. It stays where it is, unused; the round cannot be resumed.</source>
        <translation>保存されていた進行中のラウンド {path} を読み込めず（{why}）、別名で残すこともできませんでした。ファイルはそのまま使わずに置いておきます。このラウンドは再開できません。</translation>
    </message>
    <message>
        <source>The saved round in progress {path} could not be read ({why}). It was kept as {moved}; the round cannot be resumed.</source>
        <translation>保存されていた進行中のラウンド {path} を読み込めませんでした（{why}）。ファイルは {moved} として残しましたが、このラウンドは再開できません。</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>The table is covered: the next person clicks it when ready.</source>
        <translation>テーブルは覆われています。次の人が準備できたらクリックしてください。</translation>
    </message>
    <message>
        <source>The computer is playing this seat.</source>
        <translation>この席はコンピューターがプレイしています。</translation>
    </message>
    <message>
        <source>Select just one card to discard.</source>
        <translation>捨てるカードは1枚だけ選んでください。</translation>
    </message>
    <message>
        <source>Select the card to discard.</source>
        <translation>捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>Select the cards of the spread first (Space selects a card).</source>
        <translation>先にスプレッドにするカードを選んでください（スペースキーで選択）。</translation>
    </message>
    <message>
        <source>The stock is empty and the discard cannot be taken: decline it with the Decline button; that ends the round.</source>
        <translation>ストックは空で、捨て札も取れません。「捨て札を断る」ボタンで断ってください。ラウンドが終わります。</translation>
    </message>
    <message>
        <source>Choose a card first: the arrow keys move, Space selects.</source>
        <translation>先にカードを選んでください。矢印キーで移動、スペースキーで選択します。</translation>
    </message>
    <message>
        <source>The points of your hand. When someone knocks, or the stock runs out, the lowest total wins</source>
        <translation>あなたの手札の点数。誰かがノックしたときやストックが尽きたときは、合計が一番低い人が勝ちます</translation>
    </message>
    <message>
        <source>Stock
empty</source>
        <translation>ストック
なし</translation>
    </message>
    <message numerus="yes">
        <source>The stock: %n cards face down. Draw the top one with T, a double-click, or by dragging it to your hand</source>
        <translation>
            <numerusform>ストック：伏せたカード%n枚。一番上を引くには T、ダブルクリック、または手札へドラッグします</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>The discard pile, top card first: {cards}. Take the top card with P, a double-click, or by dragging it to your hand; drop a card here to discard it</source>
        <translation>捨て札（上から）：{cards}。一番上を取るには P、ダブルクリック、または手札へドラッグします。ここへカードを置くと捨てられます</translation>
    </message>
    <message>
        <source>The discard pile is empty: drop a card here to discard it</source>
        <translation>捨て札は空です：ここへカードを置くと捨てられます</translation>
    </message>
    <message>
        <source>Your spreads</source>
        <translation>あなたのスプレッド</translation>
    </message>
    <message>
        <source>{spread}: drop a card on it to hit it</source>
        <translation>{spread}：カードを重ねるとヒットします</translation>
    </message>
    <message>
        <source>{count} in stock</source>
        <translation>ストック残り{count}枚</translation>
    </message>
    <message>
        <source>Hand: {total} points</source>
        <translation>手札：{total}点</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>  · thinking…</source>
        <translation>  · 考え中…</translation>
    </message>
    <message>
        <source>{name}: balance {balance}; {detail}</source>
        <translation>{name}：収支 {balance}；{detail}</translation>
    </message>
    <message>
        <source>Last turn: {moves}</source>
        <translation>前の手番：{moves}</translation>
    </message>
    <message>
        <source>{total} points</source>
        <translation>{total}点</translation>
    </message>
    <message>
        <source>Drag the card to your hand, or double-click it, to draw.</source>
        <translation>引くには、カードを手札へドラッグするか、ダブルクリックしてください。</translation>
    </message>
    <message>
        <source>Select the one card to hit with, then double-click the spread.</source>
        <translation>ヒットするカードを1枚選んでから、スプレッドをダブルクリックしてください。</translation>
    </message>
    <message>
        <source>drag the card to your hand</source>
        <translation>カードは手札へドラッグしてください</translation>
    </message>
    <message>
        <source>drop a card on the discard pile to discard it, or on a spread</source>
        <translation>捨てるならカードを捨て札の山へ、ヒットするならスプレッドへドロップしてください</translation>
    </message>
    <message>
        <source>discard one card at a time</source>
        <translation>カードは1枚ずつ捨ててください</translation>
    </message>
    <message>
        <source>hit a spread with one card at a time</source>
        <translation>ヒットはカード1枚ずつです</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>カードの裏面：</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>カードの大きさ(&amp;Z)：</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大きい</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Larger cards: the hands overlap more, and the table&apos;s height sets the limit</source>
        <translation>大きなカード：手札の重なりが増え、テーブルの高さが上限になります</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>4色デッキ</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so the four suits never look alike at a glance.</source>
        <translation>ダイヤを青、クラブを緑にして、4つのスートがひと目で見分けられるようにします。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>青緑</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>えんじ</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>茶</translation>
    </message>
    <message>
        <source>Slate grey</source>
        <translation>スレートグレー</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>その他…</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>テーブルの色：</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>即時（アニメーションなし）</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>アニメーションの速さ：</translation>
    </message>
    <message>
        <source>Normal (a second a move)</source>
        <translation>ふつう・1手1秒</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>とてもゆっくり</translation>
    </message>
    <message>
        <source>Computer players&apos; pace:</source>
        <translation>コンピューターの進行速度：</translation>
    </message>
    <message>
        <source>Pause after each computer player&apos;s turn until I go on</source>
        <translation>コンピューターの手番ごとに、自分が続けるまで一時停止する</translation>
    </message>
    <message>
        <source>Time to think: the next computer player waits for the Continue button (C)</source>
        <translation>考える時間：次のコンピューターは「続ける」ボタン（C）を待ちます</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>音</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>Mute sound (M at the table)</source>
        <translation>消音（テーブルでは M キー）</translation>
    </message>
    <message>
        <source>Sound is unavailable: {why}. The game plays silently.</source>
        <translation>音は使えません：{why}。ゲームは音なしで進みます。</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>テーブルの色</translation>
    </message>
</context>
<context>
    <name>TourPage</name>
    <message>
        <source>{n} of {total}</source>
        <translation>{n}/{total}</translation>
    </message>
    <message>
        <source>{title}. {text}</source>
        <translation>{title}。{text}</translation>
    </message>
    <message>
        <source>{words} Example: {cards}.</source>
        <translation>{words}例：{cards}。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>their own</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>your own</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>your</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{owner} book of {rank}</source>
        <translation>{owner}の{rank}のブック</translation>
    </message>
    <message>
        <source>{owner} run {cards}</source>
        <translation>{owner}のラン{cards}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile</source>
        <translation>{name}が捨て札から{card}を取りました</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>2</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile</source>
        <translation>あなたは捨て札から{card}を取りました</translation>
    </message>
    <message>
        <source>You drew {card} from the stock</source>
        <translation>あなたはストックから{card}を引きました</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>あなたはストックから引きました</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name}がストックから引きました</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name}が{card}を捨てました</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>あなたは{card}を捨てました</translation>
    </message>
    <message>
        <source>a book</source>
        <translation>ブック</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>{name} laid {what}: {cards}</source>
        <translation>{name}が{what}を出しました：{cards}</translation>
    </message>
    <message>
        <source>You laid {what}: {cards}</source>
        <translation>あなたは{what}を出しました：{cards}</translation>
    </message>
    <message>
        <source>a spread</source>
        <translation>スプレッド</translation>
    </message>
    <message>
        <source>{name} hit {target} with {card}</source>
        <translation>{name}が{target}に{card}をヒットしました</translation>
    </message>
    <message>
        <source>You hit {target} with {card}</source>
        <translation>あなたは{target}に{card}をヒットしました</translation>
    </message>
    <message>
        <source>{name} knocked</source>
        <translation>{name}がノックしました</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>あなたはノックしました</translation>
    </message>
    <message>
        <source>You declined the discard with the stock empty</source>
        <translation>ストックが空なので、あなたは捨て札を断りました</translation>
    </message>
    <message>
        <source>{name} declined the discard with the stock empty</source>
        <translation>ストックが空なので、{name}が捨て札を断りました</translation>
    </message>
    <message>
        <source>You declared a dealt 49</source>
        <translation>あなたは配られた49点を宣言しました</translation>
    </message>
    <message>
        <source>{name} declared a dealt 49</source>
        <translation>{name}が配られた49点を宣言しました</translation>
    </message>
    <message>
        <source>You tonked out: {stakes} from everyone</source>
        <translation>あなたのトンクアウト：全員から{stakes}</translation>
    </message>
    <message>
        <source>{name} tonked out: {stakes} from everyone</source>
        <translation>{name}のトンクアウト：全員から{stakes}</translation>
    </message>
    <message>
        <source>Two or more players won at the deal: nobody pays, the deal passes on</source>
        <translation>配られた時点で2人以上が勝ちました。誰も払わず、ディーラーが交代します</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>コンピューター（やさしい）</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>コンピューター（ふつう）</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>コンピューター（むずかしい）</translation>
    </message>
    <message>
        <source>Computer (cautious)</source>
        <translation>コンピューター（慎重）</translation>
    </message>
    <message>
        <source>Computer (bold)</source>
        <translation>コンピューター（大胆）</translation>
    </message>
    <message>
        <source>Computer (collector)</source>
        <translation>コンピューター（コレクター）</translation>
    </message>
    <message>
        <source>Computer (calculator)</source>
        <translation>コンピューター（計算家）</translation>
    </message>
    <message>
        <source>the stake</source>
        <translation>賭け金</translation>
    </message>
    <message>
        <source>twice the stake</source>
        <translation>賭け金の2倍</translation>
    </message>
    <message>
        <source>three times the stake</source>
        <translation>賭け金の3倍</translation>
    </message>
    <message>
        <source>four times the stake</source>
        <translation>賭け金の4倍</translation>
    </message>
    <message>
        <source>{units} times the stake</source>
        <translation>賭け金の{units}倍</translation>
    </message>
    <message>
        <source>{amount} for being caught</source>
        <translation>キャッチされた分 {amount}</translation>
    </message>
    <message>
        <source>{amount} for the win</source>
        <translation>勝ちの分 {amount}</translation>
    </message>
    <message>
        <source>({parts})</source>
        <translation>（{parts}）</translation>
    </message>
    <message>
        <source>You went out on the discard</source>
        <translation>あなたは最後の1枚を捨てて上がりました</translation>
    </message>
    <message>
        <source>{name} went out on the discard</source>
        <translation>{name}が最後の1枚を捨てて上がりました</translation>
    </message>
    <message>
        <source>You knocked with the lowest hand</source>
        <translation>あなたはいちばん低い合計でノックしました</translation>
    </message>
    <message>
        <source>{name} knocked with the lowest hand</source>
        <translation>{name}がいちばん低い合計でノックしました</translation>
    </message>
    <message>
        <source>You knocked and were caught by {winners}</source>
        <translation>あなたはノックしましたが、{winners}にキャッチされました</translation>
    </message>
    <message>
        <source>{knocker} knocked and was caught by {winners}</source>
        <translation>{knocker}がノックしましたが、{winners}にキャッチされました</translation>
    </message>
    <message>
        <source>The stock ran dry; the lowest hands tied and nobody pays</source>
        <translation>ストック切れ。最低点が同点なので、誰も払いません</translation>
    </message>
    <message>
        <source>The stock ran dry; {names} tied for the lowest hand and share the win</source>
        <translation>ストック切れ。{names}が最低点で並び、勝ちを分け合います</translation>
    </message>
    <message>
        <source>The stock ran dry; the lowest hand: {name}</source>
        <translation>ストック切れ。最低点：{name}</translation>
    </message>
    <message>
        <source>You were dealt 49 or 50</source>
        <translation>あなたに49点か50点が配られました</translation>
    </message>
    <message>
        <source>{name} was dealt 49 or 50</source>
        <translation>{name}に49点か50点が配られました</translation>
    </message>
    <message>
        <source>You were dealt a low hand</source>
        <translation>あなたに点数の低い手札が配られました</translation>
    </message>
    <message>
        <source>{name} was dealt a low hand</source>
        <translation>{name}に点数の低い手札が配られました</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>You paid {payee} {amount}</source>
        <translation>あなたが{payee}に{amount}を払いました</translation>
    </message>
    <message>
        <source>{payer} paid you {amount}</source>
        <translation>{payer}があなたに{amount}を払いました</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {amount}</source>
        <translation>{payer}が{payee}に{amount}を払いました</translation>
    </message>
</context>
</TS>
