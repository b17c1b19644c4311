"""Help ▸ Rules: the rules of Tonk for players, in English, Japanese, Hungarian
and Russian, as HTML for a QTextBrowser.

`rules_html(rules, language)` writes the whole page for the house rules in
force: every house-rule paragraph carries a badge saying whether it is in play
at this table, and the numbers a switch sets (cards dealt, a joker's points,
the knock limit) are the table's own. Each house-rule paragraph starts with an
anchor named after its switch (`rule-hit_runs_only`, `rule-caught_rule-classic`)
so the settings dialog can open the page at the rule it explains
(`QTextBrowser.scrollToAnchor`).

The texts are whole documents per language rather than Qt catalogue entries:
prose reads better translated as prose, and each language uses its own rule
text's words for the game (トンク, ノック/ドロップ, スプレッド, ヒット;
tonk, kopogás, spread, ütés; тонк, сброс, комбинация, удар — the Russian text's
наборы and добавление к комбинации for a hit, удар for the hit that holds a player).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tonk_desktop.engine import HouseRules

__all__ = ["RULE_LANGUAGES", "rule_anchors", "rules_html"]

RULE_LANGUAGES = ("en", "ja", "hu", "ru")


@dataclass(frozen=True)
class _Rule:
    """A house-rule paragraph: its text key, its anchor, and whether it is in play."""

    key: str
    anchor: str
    in_play: bool


_Block = tuple[str, str] | _Rule  # ("h2" | "p", text key) or a house rule


def _layout(rules: HouseRules) -> list[_Block]:
    """The page's order: the core rules as plain paragraphs, each switch's
    options as marked paragraphs right where they change the game."""
    dealt_more = rules.hand_size != 5
    at_deal = rules.settles_at_deal  # dealt tonks and low deals are five-card rules
    return [
        ("p", "intro"),
        ("h2", "h_cards"),
        ("p", "cards_core"),
        _Rule("ace_points", "ace_points", rules.ace_points == 10),
        _Rule("jokers", "jokers", rules.jokers > 0),
        ("h2", "h_deal"),
        ("p", "deal_core"),
        _Rule("hand_size_n" if dealt_more else "hand_size", "hand_size", dealt_more),
        _Rule("initial_discard_on", "initial_discard-on", rules.initial_discard),
        _Rule("initial_discard_off", "initial_discard-off", not rules.initial_discard),
        ("h2", "h_dealt"),
        ("p", "dealt_core"),
        _Rule("dealt_49_50", "dealt_tonk-49_50", at_deal and rules.dealt_tonk == "49_50"),
        _Rule(
            "dealt_50_49",
            "dealt_tonk-50_only_49_in_turn",
            at_deal and rules.dealt_tonk == "50_only_49_in_turn",
        ),
        _Rule("dealt_off", "dealt_tonk-off", not at_deal or rules.dealt_tonk == "off"),
        _Rule("low_13", "low_deal_13", at_deal and rules.low_deal_13),
        _Rule("low_9", "low_deal_9", at_deal and rules.low_deal_9),
        ("p", "misdeal"),
        ("h2", "h_turn"),
        ("p", "turn_core"),
        ("p", "knock"),
        _Rule("knock_before", "knock_timing-before_draw", rules.knock_timing == "before_draw"),
        _Rule("knock_any", "knock_timing-any_time", rules.knock_timing == "any_time"),
        _Rule(
            "knock_limit_on" if rules.knock_limit else "knock_limit_off",
            "knock_limit",
            rules.knock_limit > 0,
        ),
        ("p", "draw"),
        ("p", "spread"),
        ("p", "hit"),
        ("p", "discard"),
        _Rule("discard_back", "discard_back", rules.discard_back),
        _Rule("must_lay", "must_lay_spreads", rules.must_lay_spreads),
        _Rule("hit_runs_only", "hit_runs_only", rules.hit_runs_only),
        _Rule("hold_no_spreads", "hit_penalty-no_spreads", rules.hit_penalty == "no_spreads"),
        _Rule("hold_no_knock", "hit_penalty-no_knock", rules.hit_penalty == "no_knock"),
        _Rule("dead_books", "dead_books", rules.dead_books),
        _Rule("discard_must_meld", "discard_must_meld", rules.discard_must_meld),
        _Rule("one_hit", "one_hit_per_turn", rules.one_hit_per_turn),
        ("h2", "h_end"),
        ("p", "tonk_out"),
        _Rule("full_hand", "tonk_needs_full_hand", rules.tonk_needs_full_hand),
        _Rule("new_spread", "tonk_needs_new_spread", rules.tonk_needs_new_spread),
        _Rule("double_double", "double_double", rules.double_double),
        ("p", "knock_end"),
        _Rule("caught_classic", "caught_rule-classic", rules.caught_rule == "classic"),
        _Rule("caught_enc", "caught_rule-encyclopedia", rules.caught_rule == "encyclopedia"),
        ("p", "dry"),
        _Rule("dry_no_payment", "dry_tie-no_payment", rules.dry_tie == "no_payment"),
        _Rule("dry_split", "dry_tie-split", rules.dry_tie == "split"),
        ("p", "stakes"),
    ]


def rule_anchors() -> frozenset[str]:
    """Every anchor name the page can hold (without the "rule-" prefix)."""
    names = {block.anchor for block in _layout(HouseRules()) if isinstance(block, _Rule)}
    return frozenset(names)


_STYLE = """
<style>
h1 { font-size: x-large; }
h2 { font-size: large; margin-top: 14px; }
p { margin-top: 4px; margin-bottom: 6px; }
p.house-rule { margin-left: 18px; }
p.not-in-play { color: #5f6368; }
span.in-play { background-color: #2e7d32; color: #ffffff; font-weight: bold; }
span.not-in-play { background-color: #e0e0e0; color: #424242; }
</style>
"""


def rules_html(rules: HouseRules, language: str) -> str:
    """The rules page in `language` ("en", "ja", "hu" or "ru") for these house rules."""
    texts = _TEXTS.get(language)
    if texts is None:
        raise ValueError(f"no rules text in {language!r} (there are: {', '.join(RULE_LANGUAGES)})")
    values = {
        "players": rules.players,
        "hand_size": rules.hand_size,
        "drawn_cards": rules.hand_size + 1,
        "joker_points": _POINTS[language](rules.joker_points),
        "knock_limit": rules.knock_limit,
    }
    parts = [
        f'<html><head><meta charset="utf-8">{_STYLE}</head><body>',
        f"<h1>{texts['title']}</h1>",
    ]
    for block in _layout(rules):
        if isinstance(block, _Rule):
            state = "in-play" if block.in_play else "not-in-play"
            badge = texts["badge_on"] if block.in_play else texts["badge_off"]
            parts.append(
                f'<p class="house-rule {state}"><a name="rule-{block.anchor}"></a>'
                f'<span class="{state}">&nbsp;{badge}&nbsp;</span> '
                f"{texts[block.key].format(**values)}</p>"
            )
        else:
            tag, key = block
            parts.append(f"<{tag}>{texts[key].format(**values)}</{tag}>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _points_en(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _points_ja(n: int) -> str:
    return f"{n}点"


def _points_hu(n: int) -> str:
    return f"{n} pont"  # Hungarian keeps the noun singular after a number


def _points_ru(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        word = "очко"
    elif 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        word = "очка"
    else:
        word = "очков"
    return f"{n} {word}"


_POINTS: dict[str, Callable[[int], str]] = {
    "en": _points_en,
    "ja": _points_ja,
    "hu": _points_hu,
    "ru": _points_ru,
}

_EN = {
    "title": "How to play Tonk",
    "badge_on": "IN PLAY",
    "badge_off": "not in play",
    "intro": (
        "Tonk (also called Tunk) is a fast knock-rummy game from the United States, a "
        "favourite of jazz musicians in the 1930s and 40s. Get rid of your cards by laying "
        "them down in spreads, or hold the lowest hand when the round ends. The paragraphs "
        "marked <b>IN PLAY</b> are the house rules at this table; the others are variants "
        "you can switch on in the settings."
    ),
    "h_cards": "Cards and points",
    "cards_core": (
        "One 52-card deck. A card left in your hand counts: ace 1, two to ten their face "
        "value, jack, queen and king 10 each. Your <i>hand total</i> is the sum of the cards "
        "you still hold."
    ),
    "ace_points": "<b>Ace counts 10.</b> An ace left in hand counts 10 points instead of 1.",
    "jokers": (
        "<b>Two jokers.</b> Two jokers are added to the deck. A joker is wild: in a spread it "
        "stands for any card you need, but every spread needs at least one real card. One real "
        "card with jokers is a book; in a run a joker moves along to make room when the card it "
        "stood for is played. A joker left in hand counts {joker_points}."
    ),
    "h_deal": "Players and the deal",
    "deal_core": (
        "Two to four can play; this table seats {players}. For the first round everyone "
        "gets one card and the highest deals (king high, ace low; a tie draws again). After "
        "every round the deal passes to the left. The dealer deals one card at a time, "
        "starting with the player on the left, until everyone has {hand_size} cards. The rest "
        "of the deck, face down, is the stock."
    ),
    "hand_size": (
        "<b>Seven or nine cards.</b> Each player is dealt seven or nine cards instead of five."
    ),
    "hand_size_n": (
        "<b>Seven or nine cards.</b> Each player is dealt {hand_size} cards instead of five."
    ),
    "initial_discard_on": (
        "<b>Up-card.</b> After the deal the next card is turned face up to start the discard pile."
    ),
    "initial_discard_off": (
        "<b>No up-card.</b> The discard pile starts empty: the first player must draw from "
        "the stock."
    ),
    "h_dealt": "Winning at the deal",
    "dealt_core": (
        "Before anyone plays, the hands just dealt are checked. These are five-card rules: "
        "with seven or nine cards (about 45 points on average) nobody wins at the deal."
    ),
    "dealt_49_50": (
        "<b>Dealt tonk: 49 or 50.</b> A player dealt 49 or 50 points shows the hand and wins "
        "2 from every other player; the hand is not played."
    ),
    "dealt_50_49": (
        "<b>50 at once, 49 in turn.</b> A dealt 50 wins 2 from everyone at once. A dealt 49 "
        "must be declared at the start of that player's first turn, and is lost if someone "
        "knocks before that turn comes."
    ),
    "dealt_off": "<b>No dealt tonk.</b> 49 or 50 points at the deal mean nothing.",
    "low_13": (
        "<b>Low deal, 13 or less.</b> A player dealt 13 points or fewer wins 2 from everyone."
    ),
    "low_9": (
        "<b>Low deal, 9 or less.</b> A player dealt 9 points or fewer wins 3 from everyone "
        "(when both low-deal rules are in play, 9 or less pays 3)."
    ),
    "misdeal": (
        "If two or more players win at the deal, it is a <b>misdeal</b>: nobody pays and the "
        "next dealer deals a new round. Once play has started, reaching 49 or 50 means nothing."
    ),
    "h_turn": "Your turn",
    "turn_core": (
        "Play starts with the player to the dealer's left and goes clockwise. At the start of "
        "your turn you either knock or draw."
    ),
    "knock": (
        "<b>Knock</b> (also called <i>drop</i>): lay your whole hand face up. The round ends at "
        "once and everyone shows their hand: you are claiming the lowest total."
    ),
    "knock_before": (
        "<b>Knock first.</b> You may knock only as the first thing in your turn, before drawing."
    ),
    "knock_any": (
        "<b>Knock any time.</b> You may also knock after drawing and laying spreads, as long "
        "as you have not discarded."
    ),
    "knock_limit_on": (
        "<b>Knock limit.</b> You may knock only when your hand total is {knock_limit} or less."
    ),
    "knock_limit_off": (
        "<b>Knock limit.</b> You may knock only when your hand total is at or below an agreed "
        "number."
    ),
    "draw": (
        "<b>Draw</b> the top card of the stock or of the discard pile. Only the top discard may "
        "be seen; nobody looks through the pile. Then, as many times as you like and in any "
        "order:"
    ),
    "spread": (
        "<b>Spread</b>: lay three or more cards from your hand on the table, either a "
        "<i>book</i> (three or four cards of one rank, such as J-J-J) or a <i>run</i> (three or "
        "more cards in sequence in one suit, such as ♠A-2-3). The ace is low only: A-2-3 is a "
        "run, Q-K-A is not."
    ),
    "hit": (
        "<b>Hit</b>: add one card from your hand to any spread on the table, yours or another "
        "player's, if it is still a book or a run. With ♣5-6-7 on the table, the ♣4 or the "
        "♣8 hits it."
    ),
    "discard": (
        "Finally <b>discard</b>: put one card face up on the discard pile, and your turn ends. "
        "You may not discard the card you took from the discard pile in the same turn, unless "
        "it is the last card in your hand."
    ),
    "discard_back": (
        "<b>Discard it back.</b> The card taken from the discard pile may be discarded again "
        "in the same turn."
    ),
    "must_lay": (
        "<b>Spreads must be laid.</b> You may not end your turn (discard or knock) while you "
        "could lay a spread from your hand, except a book of aces, which you may keep."
    ),
    "hit_runs_only": ("<b>Runs only.</b> Hits go on runs only, never on books (the Speno rule)."),
    "hold_no_spreads": (
        "<b>Hit and hold: no spreads.</b> When you hit another player's spread, that player is "
        "held for their next turn and may not lay new spreads; each further hit holds them one "
        "turn more. A held player still draws, hits and discards. Hitting your own spread "
        "holds nobody."
    ),
    "hold_no_knock": (
        "<b>Hit and hold: no knock.</b> When you hit another player's spread, that player is "
        "held for their next turn and may not knock; each further hit holds them one turn "
        "more. A held player still draws, spreads, hits and discards. Hitting your own spread "
        "holds nobody."
    ),
    "dead_books": (
        "<b>Dead books.</b> A book hit up to all four cards leaves the table and goes into the "
        "discard pile, under the top card."
    ),
    "discard_must_meld": (
        "<b>Use the discard.</b> A card taken from the discard pile must be spread or hit in "
        "the same turn, so you may take it only when you can play it."
    ),
    "one_hit": "<b>One hit a turn.</b> You may hit only once in each turn.",
    "h_end": "How a round ends, and who pays",
    "tonk_out": (
        "Empty your hand with spreads and hits, without discarding, and you <b>tonk out</b>: "
        "you win 2 from every other player. If your last card goes on the discard pile, you "
        "<b>go out</b> and win 1 from each."
    ),
    "full_hand": (
        "<b>Full-hand tonk.</b> A tonk out pays 2 only if you used every card you held after "
        "drawing ({drawn_cards} cards); emptying your hand any other way pays 1."
    ),
    "new_spread": (
        "<b>Tonk needs a new spread.</b> A tonk out pays 2 only if you laid a new spread in "
        "that turn; going out by hits alone pays 1."
    ),
    "double_double": (
        "<b>Double-double</b> (two players). When you tonk out and your opponent could then "
        "hit every card in their hand onto the spreads on the table (new spreads do not count; "
        "as many hits as they need), your tonk pays 4 instead of 2."
    ),
    "knock_end": (
        "<b>After a knock</b> everyone shows their hand and counts it. If the knocker's total "
        "is the lowest, with no tie, the knocker wins 1 from every other player. If anyone "
        "else has the same total or lower, the knocker is <b>caught</b> and cannot win; the "
        "winners are the other players with the lowest total."
    ),
    "caught_classic": (
        "<b>Caught pays double.</b> The caught knocker pays 2 to every player whose total is "
        "equal to or lower than the knocker's. Besides that, each winner gets 1 from every "
        "player who is not a winner, the knocker included. Example: A knocks with 12, B holds "
        "8, C holds 15. A pays B 2, and B gets 1 from A and 1 from C."
    ),
    "caught_enc": (
        "<b>Caught pays the lower hands.</b> The caught knocker pays 1 to every player whose "
        "total is lower than the knocker's. Besides that, every player who is not a winner "
        "pays 1 to each winner, but a knocker who ties the winners pays each of them 2 "
        "instead. Example: A knocks with 12, B holds 8, C holds 15. A pays B 1, and A and C "
        "each pay B 1 more."
    ),
    "dry": (
        "<b>Dry stock.</b> When your turn starts and the stock is empty, you may take the top "
        "discard or decline it. Declining ends the round: the lowest total wins 1 from every "
        "other player."
    ),
    "dry_no_payment": (
        "<b>A tie is a draw.</b> If two or more players tie for the lowest total, nobody pays."
    ),
    "dry_split": (
        "<b>A tie shares the win.</b> If two or more players tie for the lowest total, each of "
        "them gets 1 from every player who is not tied."
    ),
    "stakes": (
        "Amounts are in units of the base stake the table agreed on: 1 is the base stake, "
        "2 is double. The ledger keeps the money."
    ),
}

_JA = {
    "title": "トンクの遊び方",
    "badge_on": "採用中",
    "badge_off": "不採用",
    "intro": (
        "トンク（トゥンクとも呼ばれます）は、アメリカ生まれのテンポの速いノックラミーで、"
        "1930〜40年代のジャズミュージシャンに愛されたカードゲームです。手札をスプレッドにして"
        "場に出し切るか、ラウンドが終わったときに手札の合計点をいちばん低くして勝ちを目指します。"
        "<b>採用中</b>の印が付いた段落がこのテーブルのハウスルールです。"
        "ほかの段落は、設定でオンにできるバリエーションです。"
    ),
    "h_cards": "カードと点数",
    "cards_core": (
        "52枚のデッキを1組使います。手札に残ったカードの点数は、エースが1点、2〜10は数字どおり、"
        "ジャック・クイーン・キングは各10点です。手札に残っているカードの点数の合計を"
        "<i>手札の合計</i>と呼びます。"
    ),
    "ace_points": "<b>エースは10点。</b>手札に残ったエースを1点ではなく10点と数えます。",
    "jokers": (
        "<b>ジョーカー2枚。</b>デッキにジョーカーを2枚加えます。ジョーカーはワイルドカードで、"
        "スプレッドの中では必要などのカードの代わりにもなります。ただし、どのスプレッドにも"
        "ジョーカー以外のカードが1枚以上必要です。普通のカード1枚とジョーカーならブックです。"
        "ランの中のジョーカーは、代わりをしていたカードが出されると場所を空けて動きます。"
        "手札に残ったジョーカーは{joker_points}です。"
    ),
    "h_deal": "プレイヤーと配り方",
    "deal_core": (
        "2〜4人で遊べます。このテーブルは{players}人です。最初のラウンドでは全員に1枚ずつ配り、"
        "いちばん高いカードの人がディーラーになります（キングが最高、エースが最低。同じなら"
        "引き直し）。以後はラウンドごとにディーラーが左隣へ移ります。ディーラーは左隣の"
        "プレイヤーから順に1枚ずつ、全員の手札が{hand_size}枚になるまで配ります。"
        "残りのカードは裏向きのまま置き、ストックにします。"
    ),
    "hand_size": "<b>7枚配り・9枚配り。</b>5枚ではなく、7枚または9枚ずつ配ります。",
    "hand_size_n": "<b>7枚配り・9枚配り。</b>5枚ではなく、{hand_size}枚ずつ配ります。",
    "initial_discard_on": (
        "<b>最初の捨て札をめくる。</b>配り終えたら次のカードを表向きにして、捨て札の山を始めます。"
    ),
    "initial_discard_off": (
        "<b>最初の捨て札なし。</b>捨て札の山は空で始まり、最初のプレイヤーはストックから"
        "引かなければなりません。"
    ),
    "h_dealt": "配られた時点での勝ち",
    "dealt_core": (
        "誰もプレイする前に、配られた手札を確かめます。これは5枚配りだけのルールです。"
        "7枚配り・9枚配り（平均およそ45点）では、配られた時点で勝つ人はいません。"
    ),
    "dealt_49_50": (
        "<b>配札トンク（49点・50点）。</b>配られた手札が49点か50点のプレイヤーは、手札を"
        "見せて他の全員から2ずつ受け取ります。そのハンドはプレイしません。"
    ),
    "dealt_50_49": (
        "<b>50点は即勝ち、49点は自分の番で。</b>配られた50点は、その場で全員から2ずつ"
        "受け取ります。49点は自分の最初の手番の始めに宣言しなければならず、その手番が来る前に"
        "誰かがノックすると権利を失います。"
    ),
    "dealt_off": "<b>配札トンクなし。</b>配られた時点の49点・50点には何の意味もありません。",
    "low_13": (
        "<b>ロー配札（13点以下）。</b>配られた手札が13点以下のプレイヤーは、全員から2ずつ"
        "受け取ります。"
    ),
    "low_9": (
        "<b>ロー配札（9点以下）。</b>配られた手札が9点以下のプレイヤーは、全員から3ずつ"
        "受け取ります（13点以下のルールも採用中なら、9点以下は3ずつです）。"
    ),
    "misdeal": (
        "配られた時点で勝つプレイヤーが2人以上いれば<b>配り直し</b>です。誰も支払わず、"
        "次のディーラーが新しいラウンドを配ります。プレイが始まってから49点や50点になっても"
        "意味はありません。"
    ),
    "h_turn": "手番",
    "turn_core": (
        "プレイはディーラーの左隣から始まり、時計回りに進みます。手番の最初に、ノックするか、"
        "カードを引くかを選びます。"
    ),
    "knock": (
        "<b>ノック</b>（<i>ドロップ</i>とも呼びます）：手札をすべて表向きにして置きます。"
        "ラウンドはその場で終わり、全員が手札を公開します。自分の合計がいちばん低い、"
        "という宣言です。"
    ),
    "knock_before": (
        "<b>ノックは手番の最初だけ。</b>ノックできるのは手番の最初、カードを引く前だけです。"
    ),
    "knock_any": (
        "<b>いつでもノック。</b>カードを引いてスプレッドを出した後でも、捨てる前ならノック"
        "できます。"
    ),
    "knock_limit_on": (
        "<b>ノック制限。</b>手札の合計が{knock_limit}点以下のときしかノックできません。"
    ),
    "knock_limit_off": (
        "<b>ノック制限。</b>手札の合計が決めた点数以下のときしかノックできません。"
    ),
    "draw": (
        "<b>引く</b>：ストックか捨て札の山から、いちばん上のカードを1枚取ります。見てよいのは"
        "捨て札のいちばん上だけで、山を調べてはいけません。その後、好きな順番で何度でも"
        "次のことができます。"
    ),
    "spread": (
        "<b>スプレッド</b>：手札から3枚以上を場に出します。<i>ブック</i>（同じランクの3〜4枚。"
        "例：J-J-J）か、<i>ラン</i>（同じスートで連続する3枚以上。例：♠A-2-3）です。"
        "エースはローとしてだけ使えます。A-2-3はランですが、Q-K-Aはランではありません。"
    ),
    "hit": (
        "<b>ヒット</b>：手札から1枚を、場にあるスプレッドに付け足します。自分のものでも、"
        "他のプレイヤーのものでもかまいませんが、付けた後も正しいブックかランでなければ"
        "なりません。場に♣5-6-7があれば、♣4か♣8をヒットできます。"
    ),
    "discard": (
        "最後に1枚を表向きにして捨て札の山に<b>捨てる</b>と、手番が終わります。"
        "その手番に捨て札の山から取ったカードは、同じ手番には捨てられません（手札の最後の"
        "1枚なら捨てられます）。"
    ),
    "discard_back": (
        "<b>取った捨て札を戻せる。</b>捨て札の山から取ったカードを、同じ手番にそのまま"
        "捨ててもかまいません。"
    ),
    "must_lay": (
        "<b>スプレッドは必ず出す。</b>手札でスプレッドが作れるうちは、手番を終える"
        "（捨てる・ノックする）ことはできません。ただし、エースのブックは手元に残せます。"
    ),
    "hit_runs_only": (
        "<b>ランにだけヒット。</b>ヒットできるのはランだけで、ブックにはヒットできません"
        "（スペノのルール）。"
    ),
    "hold_no_spreads": (
        "<b>ヒットで足止め（スプレッド禁止）。</b>他のプレイヤーのスプレッドにヒットすると、"
        "その持ち主は次の手番で足止めされ、新しいスプレッドを出せません。ヒットされるたびに"
        "足止めが1手番ずつ増えます。足止め中でも、引く・ヒット・捨てることはできます。"
        "自分のスプレッドへのヒットでは誰も足止めされません。"
    ),
    "hold_no_knock": (
        "<b>ヒットで足止め（ノック禁止）。</b>他のプレイヤーのスプレッドにヒットすると、"
        "その持ち主は次の手番で足止めされ、ノックできません。ヒットされるたびに足止めが"
        "1手番ずつ増えます。足止め中でも、引く・スプレッド・ヒット・捨てることはできます。"
        "自分のスプレッドへのヒットでは誰も足止めされません。"
    ),
    "dead_books": (
        "<b>ブックの消滅。</b>ヒットで4枚そろったブックは場から外され、捨て札の山の"
        "いちばん上のカードの下に入ります。"
    ),
    "discard_must_meld": (
        "<b>取った捨て札は使う。</b>捨て札の山から取ったカードは、同じ手番のうちにスプレッド"
        "に出すか、ヒットしなければなりません。そのため、使えるときにだけ取れます。"
    ),
    "one_hit": "<b>ヒットは1手番に1回。</b>1回の手番でヒットできるのは1枚だけです。",
    "h_end": "ラウンドの終わりと支払い",
    "tonk_out": (
        "捨てずに、スプレッドとヒットだけで手札をなくすと<b>トンクアウト</b>です。他の全員から"
        "2ずつ受け取ります。最後の1枚を捨てて手札がなくなった場合は<b>上がり</b>で、"
        "全員から1ずつ受け取ります。"
    ),
    "full_hand": (
        "<b>全部使ってトンク。</b>トンクアウトで2ずつもらえるのは、引いた後に持っていた"
        "カード（{drawn_cards}枚）をすべて使ったときだけです。それ以外の方法で手札が"
        "なくなった場合は1ずつです。"
    ),
    "new_spread": (
        "<b>トンクには新しいスプレッドが必要。</b>トンクアウトで2ずつもらえるのは、その手番に"
        "新しいスプレッドを出したときだけです。ヒットだけで手札がなくなった場合は1ずつです。"
    ),
    "double_double": (
        "<b>ダブル・ダブル</b>（2人戦）。あなたがトンクアウトしたとき、相手が手札をすべて場の"
        "スプレッドにヒットできる状態なら（新しいスプレッドは数えず、ヒットは何回でも）、"
        "トンクの支払いは2ではなく4になります。"
    ),
    "knock_end": (
        "<b>ノックされたら</b>、全員が手札を公開して合計を数えます。ノックした人の合計が"
        "単独でいちばん低ければ、他の全員から1ずつ受け取ります。ほかに同点かそれより低い"
        "プレイヤーがいれば、ノックした人は<b>キャッチ</b>され、勝者にはなれません。"
        "勝者は、ほかのプレイヤーのうち合計がいちばん低い人です。"
    ),
    "caught_classic": (
        "<b>キャッチは倍払い。</b>キャッチされた人は、合計が自分と同じかそれより低い"
        "プレイヤー全員に2ずつ払います。さらに勝者は、勝者でない全員（キャッチされた人を"
        "含む）から1ずつ受け取ります。例：Aが12点でノックし、Bが8点、Cが15点なら、"
        "AはBに2を払い、BはさらにAとCから1ずつ受け取ります。"
    ),
    "caught_enc": (
        "<b>キャッチは低い手にだけ払う。</b>キャッチされた人は、合計が自分より低い"
        "プレイヤー全員に1ずつ払います。さらに、勝者でない全員が勝者それぞれに1ずつ"
        "払います。ただし勝者と同点でキャッチされた人は、その1の代わりに勝者それぞれに"
        "2ずつ払います。例：Aが12点でノックし、Bが8点、Cが15点なら、AはBに1を払い、"
        "さらにAとCがBに1ずつ払います。"
    ),
    "dry": (
        "<b>ストック切れ（ドライ）。</b>手番が来たときにストックが空なら、捨て札のいちばん上を"
        "取るか、断るかを選びます。断るとラウンドは終わり、合計がいちばん低いプレイヤーが"
        "他の全員から1ずつ受け取ります。"
    ),
    "dry_no_payment": (
        "<b>同点は引き分け。</b>いちばん低い合計で2人以上が並んだら、誰も支払いません。"
    ),
    "dry_split": (
        "<b>同点は勝ちを分け合う。</b>いちばん低い合計で並んだプレイヤーはそれぞれ、"
        "並んでいない全員から1ずつ受け取ります。"
    ),
    "stakes": (
        "金額はすべて、テーブルで決めた基本賭け金を単位にしています。1は基本賭け金、"
        "2はその倍です。実際の金額は台帳が記録します。"
    ),
}

_HU = {
    "title": "A tonk szabályai",
    "badge_on": "ÉRVÉNYBEN",
    "badge_off": "nincs érvényben",
    "intro": (
        "A tonk (néha tunk) gyors, kopogós römi az Egyesült Államokból; az 1930-as és 40-es "
        "években a jazzzenészek kedvenc kártyajátéka volt. Szabadulj meg a lapjaidtól úgy, "
        "hogy spread-ekbe rakod le őket, vagy a forduló végén neked legyen a legkevesebb "
        "pontod. Az <b>ÉRVÉNYBEN</b> jelölésű bekezdések ennek az asztalnak a házi szabályai; "
        "a többi változatot a beállításokban kapcsolhatod be."
    ),
    "h_cards": "Lapok és pontok",
    "cards_core": (
        "Egy 52 lapos francia kártyával játszunk. A kézben maradt lapok értéke: ász 1, "
        "kettestől tízesig a lap száma, bubi, dáma és király 10-10 pont. A <i>kézben lévő "
        "pontok</i> a még nálad lévő lapok értékének összege."
    ),
    "ace_points": "<b>Az ász 10 pont.</b> A kézben maradt ász 1 helyett 10 pontot ér.",
    "jokers": (
        "<b>Két dzsóker.</b> A paklihoz két dzsókert keverünk. A dzsóker bármelyik lapot "
        "helyettesítheti egy spread-ben, de minden spread-ben kell lennie legalább egy igazi "
        "lapnak. Egy igazi lap dzsókerekkel könyvnek számít; sorban a dzsóker továbbcsúszik, "
        "ha kijátsszák a lapot, amelyet helyettesített. A kézben maradt dzsóker {joker_points}."
    ),
    "h_deal": "Játékosok és osztás",
    "deal_core": (
        "Ketten, hárman vagy négyen játszhatják; ennél az asztalnál {players} játékos ül. Az "
        "első fordulóban mindenki kap egy lapot, és a legmagasabb lap gazdája oszt (a király "
        "a legmagasabb, az ász a legalacsonyabb; egyenlőségnél újra húznak). Minden forduló "
        "után az osztás balra halad. Az osztó egyesével osztja a lapokat, a bal oldali "
        "szomszédjától kezdve, amíg mindenkinek {hand_size} lapja nem lesz. A pakli maradéka "
        "képpel lefelé a húzópakli (készlet)."
    ),
    "hand_size": "<b>Hét vagy kilenc lap.</b> Mindenki öt helyett hét vagy kilenc lapot kap.",
    "hand_size_n": "<b>Hét vagy kilenc lap.</b> Mindenki öt helyett {hand_size} lapot kap.",
    "initial_discard_on": (
        "<b>Felfordított lap.</b> Osztás után a következő lapot képpel felfelé fordítják: ez "
        "kezdi a dobópaklit."
    ),
    "initial_discard_off": (
        "<b>Nincs felfordított lap.</b> A dobópakli üresen indul, az első játékosnak a "
        "húzópakliból kell húznia."
    ),
    "h_dealt": "Győzelem már az osztáskor",
    "dealt_core": (
        "Mielőtt bárki lépne, megnézzük a kiosztott lapokat. Ezek ötlapos szabályok: hét vagy "
        "kilenc lapnál (átlagosan kb. 45 pont) senki sem nyer már az osztáskor."
    ),
    "dealt_49_50": (
        "<b>Tonk osztásból: 49 vagy 50.</b> Akinek 49 vagy 50 pontot osztottak, megmutatja a "
        "lapjait, és minden más játékostól 2-t kap; ezt a leosztást nem játsszák le."
    ),
    "dealt_50_49": (
        "<b>50 azonnal, 49 a saját körben.</b> A kiosztott 50 pont azonnal nyer, mindenkitől "
        "2-t. A 49-et a játékosnak az első köre elején kell bejelentenie, és elveszti, ha "
        "addig valaki kopog."
    ),
    "dealt_off": (
        "<b>Nincs tonk osztásból.</b> Az osztáskor kapott 49 vagy 50 pontnak nincs jelentősége."
    ),
    "low_13": (
        "<b>Alacsony osztás, legfeljebb 13.</b> Akinek 13 vagy kevesebb pontot osztottak, "
        "mindenkitől 2-t nyer."
    ),
    "low_9": (
        "<b>Alacsony osztás, legfeljebb 9.</b> Akinek 9 vagy kevesebb pontot osztottak, "
        "mindenkitől 3-at nyer (ha mindkét szabály érvényben van, a legfeljebb 9 pont 3-at ér)."
    ),
    "misdeal": (
        "Ha az osztáskor ketten vagy többen nyernének, az <b>osztás érvénytelen</b>: senki sem "
        "fizet, és a következő osztó új fordulót oszt. Ha a játék már elindult, a 49 vagy 50 "
        "pont semmit sem jelent."
    ),
    "h_turn": "A te köröd",
    "turn_core": (
        "Az osztótól balra ülő játékos kezd, és a játék az óramutató járásával megegyezően "
        "halad. A köröd elején vagy kopogsz, vagy húzol."
    ),
    "knock": (
        "<b>Kopogás</b> (más néven <i>ejtés</i>): képpel felfelé leteszed az összes lapodat. A "
        "forduló azonnal véget ér, és mindenki felfedi a lapjait: azt állítod, hogy neked van "
        "a legkevesebb pontod."
    ),
    "knock_before": (
        "<b>Kopogás csak a kör elején.</b> Kopogni csak a köröd legelején, húzás előtt lehet."
    ),
    "knock_any": (
        "<b>Kopogás bármikor.</b> Húzás és spread-ek lerakása után is kopoghatsz, amíg nem dobtál."
    ),
    "knock_limit_on": (
        "<b>Kopogási határ.</b> Csak akkor kopoghatsz, ha legfeljebb {knock_limit} pont van a "
        "kezedben."
    ),
    "knock_limit_off": (
        "<b>Kopogási határ.</b> Csak akkor kopoghatsz, ha a kezedben lévő pontok száma nem "
        "haladja meg a megbeszélt határt."
    ),
    "draw": (
        "<b>Húzás</b>: elveszed a húzópakli vagy a dobópakli legfelső lapját. Csak a legfelső "
        "eldobott lap látható, a dobópaklit senki sem nézheti át. Ezután akárhányszor és "
        "tetszőleges sorrendben:"
    ),
    "spread": (
        "<b>Spread</b>: három vagy több lapot teszel le a kezedből az asztalra. Ez lehet "
        "<i>könyv</i> (három vagy négy azonos értékű lap, például J-J-J) vagy <i>sor</i> (három "
        "vagy több egymást követő lap ugyanabból a színből, például ♠A-2-3). Az ász csak alul "
        "állhat: az A-2-3 sor, a Q-K-A nem."
    ),
    "hit": (
        "<b>Ütés</b>: egy lapot a kezedből hozzáteszel bármelyik spread-hez az asztalon, a "
        "sajátodhoz vagy máséhoz, ha az utána is érvényes könyv vagy sor marad. Ha a ♣5-6-7 az "
        "asztalon van, a ♣4-gyel vagy a ♣8-cal üthetsz rá."
    ),
    "discard": (
        "Végül <b>dobsz</b>: egy lapot képpel felfelé a dobópaklira teszel, és a köröd véget "
        "ér. A dobópakliról felvett lapot ugyanabban a körben nem dobhatod el, hacsak nem az "
        "az utolsó lap a kezedben."
    ),
    "discard_back": (
        "<b>Visszadobás.</b> A dobópakliról felvett lapot ugyanabban a körben vissza is dobhatod."
    ),
    "must_lay": (
        "<b>A spread-et le kell rakni.</b> Nem fejezheted be a körödet (nem dobhatsz és nem "
        "kopoghatsz), amíg a kezedből spread-et tudnál lerakni. Kivétel az ászokból álló könyv: "
        "azt megtarthatod."
    ),
    "hit_runs_only": ("<b>Csak sorra.</b> Csak sorra lehet ütni, könyvre soha (Speno szabálya)."),
    "hold_no_spreads": (
        "<b>Ütés és tartás: nincs spread.</b> Ha más játékos spread-jére ütsz, az a játékos a "
        "következő körében nem rakhat le új spread-et; minden újabb ütés egy további körrel "
        "hosszabbítja ezt. A visszatartott játékos ettől még húz, üt és dob. A saját spread-re "
        "ütés senkit sem tart vissza."
    ),
    "hold_no_knock": (
        "<b>Ütés és tartás: nincs kopogás.</b> Ha más játékos spread-jére ütsz, az a játékos a "
        "következő körében nem kopoghat; minden újabb ütés egy további körrel hosszabbítja "
        "ezt. A visszatartott játékos ettől még húz, spread-et rak, üt és dob. A saját spread-re "
        "ütés senkit sem tart vissza."
    ),
    "dead_books": (
        "<b>Halott könyv.</b> Ha egy könyvet négy lapra egészítenek ki ütéssel, lekerül az "
        "asztalról, és a dobópakliba kerül, a legfelső lap alá."
    ),
    "discard_must_meld": (
        "<b>A felvett lapot használni kell.</b> A dobópakliról felvett lapot ugyanabban a "
        "körben spread-be kell raknod, vagy ütnöd kell vele, ezért csak akkor veheted fel, ha "
        "ki tudod játszani."
    ),
    "one_hit": "<b>Körönként egy ütés.</b> Egy körben csak egyszer üthetsz.",
    "h_end": "A forduló vége és a kifizetés",
    "tonk_out": (
        "Ha dobás nélkül, csupa spread-del és ütéssel fogy el a kezedből minden lap, az "
        "<b>tonk</b>: minden más játékostól 2-t kapsz. Ha az utolsó lapodat dobod el, "
        "<b>kimentél</b>, és mindenkitől 1-et kapsz."
    ),
    "full_hand": (
        "<b>Tonk teljes kézzel.</b> A tonk csak akkor ér 2-t, ha a húzás után nálad lévő "
        "összes lapot ({drawn_cards} lapot) felhasználtad; ha máshogy fogy el a kezed, 1-et ér."
    ),
    "new_spread": (
        "<b>Tonkhoz új spread kell.</b> A tonk csak akkor ér 2-t, ha abban a körben új "
        "spread-et raktál le; ha csak ütésekkel fogytál ki, 1-et ér."
    ),
    "double_double": (
        "<b>Dupla-dupla</b> (két játékosnál). Ha tonkkal mész ki, és az ellenfeled ezután a "
        "kezében lévő összes lapot rá tudná ütni az asztalon lévő spread-ekre (új spread nem "
        "számít; annyi ütéssel, amennyi kell), a tonkod 2 helyett 4-et ér."
    ),
    "knock_end": (
        "<b>Kopogás után</b> mindenki felfedi és összeszámolja a lapjait. Ha a kopogónak van a "
        "legkevesebb pontja, holtverseny nélkül, minden más játékostól 1-et kap. Ha valaki "
        "másnak ugyanannyi vagy kevesebb pontja van, a kopogót <b>elkapták</b>, és nem "
        "nyerhet; a nyertesek a többi játékos közül azok, akiknek a legkevesebb pontjuk van."
    ),
    "caught_classic": (
        "<b>Az elkapott kopogó duplán fizet.</b> Minden olyan játékosnak 2-t fizet, akinek "
        "ugyanannyi vagy kevesebb pontja van, mint neki. Ezenfelül minden nyertes 1-et kap "
        "mindenkitől, aki nem nyertes, a kopogót is beleértve. Példa: A 12 ponttal kopog, B-nek "
        "8, C-nek 15 pontja van. A fizet B-nek 2-t, B pedig 1-et kap A-tól és 1-et C-től."
    ),
    "caught_enc": (
        "<b>Az elkapott kopogó az alacsonyabb kezeknek fizet.</b> Minden olyan játékosnak 1-et "
        "fizet, akinek kevesebb pontja van, mint neki. Ezenfelül mindenki, aki nem nyertes, "
        "1-et fizet minden nyertesnek, de ha a kopogónak ugyanannyi pontja van, mint a "
        "nyerteseknek, ehelyett mindegyiküknek 2-t fizet. Példa: A 12 ponttal kopog, B-nek 8, "
        "C-nek 15 pontja van. A fizet B-nek 1-et, majd A és C is fizet B-nek 1-1-et."
    ),
    "dry": (
        "<b>Száraz készlet.</b> Ha a köröd elején kifogyott a húzópakli, felveheted a dobópakli "
        "legfelső lapját, vagy lemondhatsz róla. Ha lemondasz, a forduló véget ér: a "
        "legkevesebb pont minden más játékostól 1-et nyer."
    ),
    "dry_no_payment": (
        "<b>Holtverseny: döntetlen.</b> Ha ketten vagy többen osztoznak a legkevesebb ponton, "
        "senki sem fizet."
    ),
    "dry_split": (
        "<b>Holtverseny: közös győzelem.</b> Ha ketten vagy többen osztoznak a legkevesebb "
        "ponton, mindegyikük 1-et kap mindenkitől, aki nincs köztük."
    ),
    "stakes": (
        "Az összegek az asztalnál megbeszélt alaptét egységeiben értendők: 1 az alaptét, 2 a "
        "dupla. A pénzt a napló tartja nyilván."
    ),
}

_RU = {
    "title": "Как играть в тонк",
    "badge_on": "ДЕЙСТВУЕТ",
    "badge_off": "не действует",
    "intro": (
        "Тонк (или танк) — быстрая игра семейства нок-рамми из США, любимая игра джазовых "
        "музыкантов 1930–40-х годов. Избавьтесь от карт, выкладывая их комбинациями, или "
        "окажитесь с наименьшей суммой очков на руке, когда раунд закончится. Абзацы с "
        "пометкой <b>ДЕЙСТВУЕТ</b> — домашние правила этого стола; остальные варианты можно "
        "включить в настройках."
    ),
    "h_cards": "Карты и очки",
    "cards_core": (
        "Играют одной колодой из 52 карт. Карта, оставшаяся на руке, стоит: туз — 1 очко, "
        "от двойки до десятки — по номиналу, валет, дама и король — по 10 очков. <i>Сумма "
        "на руке</i> — это сумма очков карт, которые у вас остались."
    ),
    "ace_points": "<b>Туз стоит 10.</b> Туз, оставшийся на руке, стоит 10 очков вместо 1.",
    "jokers": (
        "<b>Два джокера.</b> В колоду добавляют двух джокеров. Джокер — дикая карта: в "
        "комбинации он заменяет любую нужную карту, но в каждой комбинации должна быть хотя "
        "бы одна настоящая карта. Одна настоящая карта с джокерами — это набор; в "
        "последовательности джокер сдвигается, когда выкладывают карту, которую он заменял. "
        "Джокер, оставшийся на руке, стоит {joker_points}."
    ),
    "h_deal": "Игроки и раздача",
    "deal_core": (
        "Играют от двух до четырёх человек; за этим столом {players} игрока. В первом раунде "
        "каждый получает по одной карте, и раздаёт тот, у кого она старше (король — старшая, "
        "туз — младшая; при равенстве тянут ещё раз). После каждого раунда раздача переходит "
        "к игроку слева. Раздающий сдаёт по одной карте, начиная с игрока слева, пока у всех "
        "не окажется по {hand_size} карт. Остальная колода рубашкой вверх — это запас."
    ),
    "hand_size": ("<b>Семь или девять карт.</b> Каждому раздают не пять, а семь или девять карт."),
    "hand_size_n": "<b>Семь или девять карт.</b> Каждому раздают не пять, а {hand_size} карт.",
    "initial_discard_on": (
        "<b>Открытая карта.</b> После раздачи следующую карту открывают: с неё начинается сброс."
    ),
    "initial_discard_off": (
        "<b>Без открытой карты.</b> Сброс в начале пуст, и первый игрок обязан взять карту из "
        "запаса."
    ),
    "h_dealt": "Выигрыш при раздаче",
    "dealt_core": (
        "Прежде чем кто-либо сделает ход, проверяют розданные карты. Это правила для пяти "
        "карт: при семи или девяти картах (в среднем около 45 очков) при раздаче никто "
        "не выигрывает."
    ),
    "dealt_49_50": (
        "<b>Тонк при раздаче: 49 или 50.</b> Игрок, которому пришло 49 или 50 очков, "
        "показывает карты и получает по 2 от каждого; эту раздачу не разыгрывают."
    ),
    "dealt_50_49": (
        "<b>50 сразу, 49 в свой ход.</b> Розданные 50 очков сразу выигрывают по 2 с каждого. "
        "49 очков нужно объявить в начале своего первого хода; если кто-то постучит раньше, "
        "выигрыш пропадает."
    ),
    "dealt_off": ("<b>Без тонка при раздаче.</b> 49 или 50 очков при раздаче ничего не значат."),
    "low_13": (
        "<b>Малая раздача: 13 и меньше.</b> Игрок, которому пришло 13 очков или меньше, "
        "получает по 2 от каждого."
    ),
    "low_9": (
        "<b>Малая раздача: 9 и меньше.</b> Игрок, которому пришло 9 очков или меньше, "
        "получает по 3 от каждого (если действуют оба правила, 9 и меньше приносит 3)."
    ),
    "misdeal": (
        "Если при раздаче выигрывают двое или больше, это <b>пересдача</b>: никто не платит, и "
        "следующий раздающий сдаёт новый раунд. Когда игра уже началась, 49 или 50 очков "
        "ничего не значат."
    ),
    "h_turn": "Ваш ход",
    "turn_core": (
        "Первым ходит игрок слева от раздающего, дальше — по часовой стрелке. В начале хода "
        "вы либо стучите, либо берёте карту."
    ),
    "knock": (
        "<b>Стук</b> (в описаниях игры его ещё называют <i>сбросом</i>: игрок «сбрасывает» "
        "руку): вы открываете все свои карты. Раунд сразу заканчивается, и все показывают "
        "руки — вы заявляете, что у вас меньше всех очков."
    ),
    "knock_before": (
        "<b>Стук только в начале хода.</b> Постучать можно только первым действием хода, до "
        "того как взять карту."
    ),
    "knock_any": (
        "<b>Стук в любой момент.</b> Постучать можно и после того, как вы взяли карту и "
        "выложили комбинации, пока вы не сбросили карту."
    ),
    "knock_limit_on": (
        "<b>Предел для стука.</b> Стучать можно, только если сумма на руке не больше {knock_limit}."
    ),
    "knock_limit_off": (
        "<b>Предел для стука.</b> Стучать можно, только если сумма на руке не больше "
        "оговорённого числа."
    ),
    "draw": (
        "<b>Взять карту</b>: верхнюю из запаса или из сброса. Видна только верхняя карта "
        "сброса; перебирать сброс нельзя. Затем сколько угодно раз и в любом порядке:"
    ),
    "spread": (
        "<b>Комбинация</b>: выложите на стол три или больше карт с руки — <i>набор</i> (три "
        "или четыре карты одного достоинства, например J-J-J) или <i>последовательность</i> "
        "(три или больше карт подряд одной масти, например ♠A-2-3). Туз только младший: "
        "A-2-3 — последовательность, а Q-K-A — нет."
    ),
    "hit": (
        "<b>Удар</b>: добавьте одну карту с руки к любой комбинации на столе, своей или "
        "чужой, если она останется правильным набором или последовательностью. Если на столе "
        "лежит ♣5-6-7, к ней можно добавить ♣4 или ♣8."
    ),
    "discard": (
        "Наконец <b>сбросьте</b> одну карту в сброс лицом вверх — ход окончен. Карту, взятую "
        "из сброса, нельзя сбросить в том же ходу, если только это не последняя карта на руке."
    ),
    "discard_back": (
        "<b>Можно вернуть в сброс.</b> Карту, взятую из сброса, можно сбросить обратно в том "
        "же ходу."
    ),
    "must_lay": (
        "<b>Комбинации надо выкладывать.</b> Нельзя закончить ход (сбросить карту или "
        "постучать), пока с руки можно выложить комбинацию, кроме набора тузов: его можно "
        "держать."
    ),
    "hit_runs_only": (
        "<b>Только к последовательностям.</b> Добавлять карты можно только к "
        "последовательностям, не к наборам (правило Спено)."
    ),
    "hold_no_spreads": (
        "<b>Удар с задержкой: без комбинаций.</b> Если вы добавили карту к комбинации "
        "другого игрока, в свой следующий ход он не может выкладывать новые комбинации; каждый "
        "следующий удар добавляет ещё один такой ход. Задержанный игрок по-прежнему берёт "
        "карту, добавляет карты к комбинациям и сбрасывает. Удар по своей комбинации никого "
        "не задерживает."
    ),
    "hold_no_knock": (
        "<b>Удар с задержкой: без стука.</b> Если вы добавили карту к комбинации другого "
        "игрока, в свой следующий ход он не может стучать; каждый следующий удар добавляет "
        "ещё один такой ход. Задержанный игрок по-прежнему берёт карту, выкладывает "
        "комбинации, добавляет карты к комбинациям и сбрасывает. Удар по своей комбинации "
        "никого не задерживает."
    ),
    "dead_books": (
        "<b>Мёртвый набор.</b> Набор, который дополнили до четырёх карт, уходит со "
        "стола в сброс, под верхнюю карту."
    ),
    "discard_must_meld": (
        "<b>Взятую из сброса — в дело.</b> Карту, взятую из сброса, нужно в том же ходу "
        "выложить в комбинацию или добавить к комбинации, поэтому брать её можно, только "
        "если ею можно сыграть."
    ),
    "one_hit": (
        "<b>Одно добавление за ход.</b> За ход можно добавить к комбинациям только одну карту."
    ),
    "h_end": "Конец раунда и расчёт",
    "tonk_out": (
        "Если вы избавились от всех карт, выкладывая комбинации и добавляя к ним, ничего не "
        "сбрасывая, это <b>тонк-аут</b>: каждый платит вам по 2. Если последняя карта ушла в "
        "сброс, это <b>простой выход</b>: каждый платит вам по 1."
    ),
    "full_hand": (
        "<b>Тонк всей рукой.</b> Тонк-аут приносит по 2, только если вы использовали все "
        "карты, что были на руке после взятия ({drawn_cards} карт); если рука опустела иначе, "
        "он приносит по 1."
    ),
    "new_spread": (
        "<b>Для тонка нужна новая комбинация.</b> Тонк-аут приносит по 2, только если в этом "
        "ходу вы выложили новую комбинацию; выход одними добавлениями к комбинациям приносит по 1."
    ),
    "double_double": (
        "<b>Двойной-двойной</b> (для двоих). Если вы сделали тонк-аут, а соперник после этого "
        "мог бы добавить все свои карты к комбинациям на столе (новые комбинации не "
        "считаются; добавлять можно сколько угодно), ваш тонк приносит 4 вместо 2."
    ),
    "knock_end": (
        "<b>После стука</b> все открывают руки и считают очки. Если у постучавшего сумма "
        "меньше, чем у всех остальных, каждый платит ему по 1. Если у кого-то столько же или "
        "меньше, постучавший <b>пойман</b> и выиграть не может; выигрывают другие игроки с "
        "наименьшей суммой."
    ),
    "caught_classic": (
        "<b>Пойманный платит вдвойне.</b> Пойманный платит по 2 каждому, у кого столько же "
        "очков или меньше. Кроме того, каждый победитель получает по 1 от всех, кто не "
        "выиграл, включая постучавшего. Пример: А стучит с 12 очками, у Б 8, у В 15. А платит "
        "Б 2, а Б получает ещё по 1 от А и от В."
    ),
    "caught_enc": (
        "<b>Пойманный платит тем, у кого меньше.</b> Пойманный платит по 1 каждому, у кого "
        "меньше очков. Кроме того, каждый, кто не выиграл, платит по 1 каждому победителю, но "
        "постучавший с той же суммой, что у победителей, платит каждому из них 2 вместо 1. "
        "Пример: А стучит с 12 очками, у Б 8, у В 15. А платит Б 1, а затем А и В платят Б "
        "ещё по 1."
    ),
    "dry": (
        "<b>Пустой запас.</b> Если в начале вашего хода запас кончился, вы можете взять "
        "верхнюю карту сброса или отказаться от неё. Отказ заканчивает раунд: игрок с "
        "наименьшей суммой получает по 1 от каждого."
    ),
    "dry_no_payment": (
        "<b>Равенство — ничья.</b> Если наименьшая сумма у двоих или больше, никто не платит."
    ),
    "dry_split": (
        "<b>Равенство — общий выигрыш.</b> Если наименьшая сумма у двоих или больше, каждый "
        "из них получает по 1 от всех остальных."
    ),
    "stakes": (
        "Суммы указаны в базовых ставках, о которых договорился стол: 1 — базовая ставка, 2 — "
        "двойная. Деньги учитывает журнал."
    ),
}

_TEXTS: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA, "hu": _HU, "ru": _RU}
