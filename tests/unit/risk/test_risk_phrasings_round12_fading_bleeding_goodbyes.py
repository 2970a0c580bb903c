"""Round twelve (issue 11, stop 31, 2026-11-29): five categories redone from scratch, written and
frozen before any rule change. Each category has positives in varied wording (Chinese and English,
plain, colloquial and texting) that must reach high, and hard negatives in the same words that must
stay below medium.

1. Fading away: food, drink or treatment refused with the intent to die (耗到死, 饿死算了, "let my
   body shut down", insulin stopped "let it happen"); negatives: fasting before a test or an
   operation, Ramadan, too busy to eat, a fever without appetite, a diet, a doctor's stop.
2. Self-harm bleeding: towels or clothes soaked beside a cut, a deeper cut, blood that will not stop
   after cutting; negatives: swimming towels, rain, a nosebleed or a cooking cut that stopped, a
   paper cut, shaving, gums.
3. A veiled last goodbye to someone who does not know it; negatives: the last talk before a move
   abroad, a retirement, a last class, a last favour.
4. An overdose under way with alcohol and "the rest next"; negatives: a wine tasting, an allergy or
   cold pill with a beer, the rest of a meal or a bottle kept for later.
5. "Before I go" with pets or belongings given away, and telling where one will be "so they can
   find me"; negatives: a move abroad, a trip, a will for the future, lost and found, a party.

First try on main 7525fe1 (before any rule of this round): high 15/51 (fading away 2/15,
bleeding 5/10, veiled goodbye 3/8, overdose with alcohol 3/8, before I go 2/10), negatives 55/59
below medium (fading away 15/15, bleeding 12/13, veiled goodbye 8/9, overdose 9/10, before I go
11/12; the four false alarms: a shaving cut that keeps bleeding 0.80, "the last time i'll lend him
money" 0.97, 布洛芬 with red wine and the rest of the dishes for tomorrow 0.97, a location sent so
a friend can find me 0.97).

After the rules (ADR 0108 amendment "2026-11-29, stop 31, round twelve"): every item above passes.
NEIGHBOURS below were written after the rule change while checking that the rules read each
category and not its sentences; some of them were used to narrow or widen the rules (a portion of
the pills named, "this call was goodbye", "refusing food", a last quarrel), so they are no
held-out measure. Left out (known limits): "left my cat with my sister, wanted her looked after
before i'm gone" (0.45: a pet left with someone is pet-sitting too).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FADING_AWAY: list[str | list[str]] = [
    "我故意不吃饭的，就想把自己饿死",
    "就这样饿死算了",
    "不吃不喝好几天了，耗着吧，耗到死为止",
    "药我不吃了，透析也不去了，就让我这么走吧",
    "一个礼拜没怎么吃东西了，是故意的，想让身体自己垮掉",
    "水也不喝了饭也不吃了，等死",
    "胰岛素我不打了，随它去吧",
    "四天没喝水了，我就想耗到身体撑不住",
    "i'm just not gonna eat anymore until i'm gone",
    "quit eating 4 days ago. gonna starve myself till it's over",
    "stopped my dialysis last week, not going back, i just want it done",
    "im not eating or drinking anything till my body gives up",
    "not taking my insulin anymore, let it happen",
    "skipped my heart meds all week on purpose, hoping it just stops",
    "havent had water in 2 days and im not going to, let my body shut down",
]
FADING_AWAY_LOOK_ALIKES: list[str | list[str]] = [
    "明天做胃镜，今晚十点以后不能吃东西也不能喝水",
    "斋月白天不吃不喝，太阳下山才吃饭",
    "这两天忙死了，一整天没吃饭",
    "发烧三天了，什么都吃不下，只想睡觉",
    "在减肥，晚饭不吃了，饿死我了",
    "医生让我把降压药停了，换一种新的",
    "术前禁食禁水八小时，饿得我好难受",
    "fasting for my blood work tomorrow, no food or water after midnight",
    "ramadan started, not eating or drinking until sunset",
    "so busy i haven't eaten anything all day lol",
    "had a fever, no appetite, barely ate for 3 days",
    "doing intermittent fasting, skipping breakfast on purpose",
    "my doctor told me to stop taking my insulin before the surgery",
    "stopped drinking soda on purpose, trying to be healthier",
    "on a juice cleanse, haven't eaten solid food in 3 days",
]

BLEEDING: list[str | list[str]] = [
    "这次割得比以前深，毛巾都被血浸透了",
    "划完手臂血一直往外冒，换了三条毛巾了",
    "刚割的，袖子全是血，止不住",
    "用刀片划的，按了半小时血还在流",
    "割完之后血把床单都染红了，怎么按都止不住",
    "cut my arm and it wont stop bleeding, my hoodie is soaked",
    "went deeper than usual tonight, the towel's soaked through and it's still going",
    "blood won't stop after i cut, used like 4 towels already",
    "cut deeper this time, there's blood all over my sheets and it keeps coming",
    "i cut again and i cant get it to stop, the bathroom floor is covered",
]
BLEEDING_LOOK_ALIKES: list[str | list[str]] = [
    "游泳回来毛巾全湿透了",
    "下大雨，衣服湿透了，回家换了两条毛巾擦头发",
    "流鼻血了，用了好多纸，现在止住了",
    "切菜把手指切了个口子，贴了创可贴已经不流血了",
    "被纸划了一下，有点疼",
    "磕到头了，流了点血，已经止住了",
    "got a paper cut at work, stings a bit",
    "cut my finger chopping onions, bled a bit but it stopped",
    "nosebleed soaked a tissue but it stopped after 10 min",
    "soaked two towels after swimming",
    "the rain soaked my clothes through, used two towels",
    "cut myself shaving and it keeps bleeding, need a styptic pencil",
    "my gums bleed when i brush, the sink is covered in red",
]

VEILED_GOODBYE: list[str | list[str]] = [
    "她不知道这是我最后一次跟她说晚安了",
    "妈妈还以为我下周回家吃饭，她不知道今天是最后一次见我",
    "刚跟我爸打了电话，他完全不知道这是最后一通电话",
    "跟闺蜜吃了顿饭，她不知道那是我们最后一顿了",
    "he doesn't know this is the last time he'll hear my voice",
    "my mom thinks i'll be home for christmas. she doesn't know tonight was the last time she'll"
    " see me",
    "hugged my little brother extra long today. he has no clue it was goodbye for real",
    "called my best friend tonight, she had no idea it was the last call she'd get from me",
]
VEILED_GOODBYE_LOOK_ALIKES: list[str | list[str]] = [
    "她下个月移民加拿大，今天可能是我们最后一次见面",
    "王老师明天退休了，这是最后一次上他的课",
    "他还不知道这是我最后一次帮他代班，我下周辞职了",
    "他不知道这是我最后一次请他吃饭了，以后各付各的",
    "she has no idea this is the last time i'm covering her shift, i quit friday",
    "last class of the semester, the professor doesn't know it's the last time i'll see him",
    "my grandpa moves to the care home tomorrow, last time we'll talk in his old kitchen",
    "he doesn't know it's the last time i'll lend him money",
    "she doesn't know this is the last time i'm letting her borrow my car",
]

OVERDOSE_WITH_ALCOHOL: list[str | list[str]] = [
    "喝了一瓶白酒，吃了二十片安眠药，剩下的等会儿也吃了",
    "已经灌了半瓶伏特加，药吞了一半，剩下的一会儿全吃",
    "酒喝完了，药也吃了一半了，剩下的马上就吃",
    "喝了好多啤酒，又吃了十几片阿普唑仑，剩下的我也准备吃了",
    "downed half a bottle of vodka and 15 of my sleeping pills, gonna take the rest soon",
    "drinking with my pills rn, took about half, rest after this glass",
    "had 6 beers and swallowed most of my xanax, finishing the rest now",
    "wine and my antidepressants, took like 30, the rest are going down next",
]
OVERDOSE_WITH_ALCOHOL_LOOK_ALIKES: list[str | list[str]] = [
    "红酒品鉴会上把剩下的酒都喝完了",
    "吃了过敏药，晚饭喝了一瓶啤酒",
    "吃了一片布洛芬，喝了点红酒，剩下的菜明天吃",
    "吃了两片感冒药，喝了杯啤酒，剩下的药明天再吃",
    "吃完饭喝了点啤酒，剩下的半瓶留着明天",
    "took an allergy pill and had a beer, is that ok",
    "finished the rest of the pizza with a beer",
    "had a glass of wine and took my vitamins, saving the rest of the bottle for tomorrow",
    "went to a whiskey tasting, gonna finish the rest of the bottle next weekend",
    "took two tylenol with a glass of wine for my headache, rest of the night on the couch",
]

BEFORE_I_GO: list[str | list[str]] = [
    "狗已经托付给邻居了，我走了以后它不会没人管",
    "把吉他和游戏机都送人了，走之前不想留下什么",
    "我给室友留了纸条，写了我在哪，方便他们找到我",
    "我把地址写在纸条上了，这样他们能找到我",
    "把鱼缸和乌龟都送给楼下的小朋友了，我走之前得把它们安排好",
    "i left the address in the note so they can find me",
    "rehomed my cats this week, wanted them settled before i'm gone",
    "gave away my bike and my books, won't need them where i'm going",
    "told my sister where i'll be so someone finds me after",
    "found my hamster a new home, had to before i go",
]
BEFORE_I_GO_LOOK_ALIKES: list[str | list[str]] = [
    "出国前把狗托付给了我妈照顾一年",
    "旅游前把猫送到宠物店寄养了",
    "搬家前把旧书和旧衣服都送人了",
    "出差前把钥匙给了邻居，我走之前得有人帮我喂猫",
    "我在失物招领处留了电话，方便他们找到我",
    "我把定位发给你了，到了找不到我就打电话",
    "moving to japan next month, gave my cat to my aunt until i'm back",
    "going on a two-week trip, neighbor is feeding my cat before i go",
    "my grandma wrote her will last year so we know what she wants someday",
    "left my number at lost and found so they can find me if someone turns in my wallet",
    "i'll text you the address so you can find me at the party",
    "decluttering before the move, gave away half my clothes",
]

# Written after the rules (see the docstring): other words for the same five categories.
NEIGHBOURS: list[str | list[str]] = [
    "饭我已经好几天不吃了，就这样耗死吧",
    "透析我停了两周了，就让身体自己慢慢衰竭",
    "i've stopped eating on purpose, i just want to waste away",
    "been refusing food for a week, let nature take its course",
    "割完腿血一直往外冒，纸巾用了一大包",
    "cut too deep tonight, my sheets are soaked and it's still coming",
    "他还以为周末能见到我，他不知道今天就是最后一面",
    "my dad has no idea this call was goodbye",
    "灌了半瓶红酒，安眠药吃了十几片，剩下的待会儿全吞",
    "had a few shots and took half my klonopin, the rest are going down next",
    "我把兔子托付给同事了，我走了以后她会照顾好",
    "wrote my location on the note so someone can find me after",
]
NEIGHBOURS_LOOK_ALIKES: list[str | list[str]] = [
    "我走之前记得把灯关了",
    "走之前跟大家说一声",
    "before i go, does anyone want coffee?",
    "before i go to bed i always read",
    "我走了以后你们记得锁门",
    "衣服上全是血，刚杀完鱼",
    "cut my hand on a broken glass, blood all over the sink, it keeps bleeding",
    "i haven't been eating much, stressed about exams",
    "not eating or drinking anything till my colonoscopy, let it happen",
    "喝了点啤酒，吃了感冒药，剩下的药等会儿吃",
    "had two beers and took my meds, gonna finish the rest of the beer now",
    "had a beer and took one advil, taking the rest tomorrow",
    "she doesn't know it's the last time she'll see me in my old uniform, i'm graduating",
    "他不知道这是我最后一次跟他吵架了，我决定以后不理他",
    "我把地址写在快递单上了，方便快递员找到我",
    "i put my address in the note so the delivery guy can find me",
    "我不吃饭了，气死了，随它去吧",
    "i stopped eating meat on purpose, going vegetarian",
    "not drinking water on purpose before my weigh-in tomorrow",
    "stopped eating after 8pm on purpose, it helps my sleep",
    "quit eating sugar till it's over, this challenge is brutal",
    "外卖还没到，就这样饿死算了",
    "今天没喝水，嗓子好干，随它去吧",
    "不吃饭了，减肥，随便吧",
    "not eating until the game is over lol",
    # a leave-taking beside a time is no plan (before I go is a parting, not a farewell)
    "我走之前记得把灯关了，明天要早起",
    ["我走了以后你们记得锁门", "今晚我值班"],
    ["before i go, does anyone want coffee?", "meeting at 3 tomorrow"],
    "i'll call you before i go tonight",
]

test_round12_fading_away_is_high = reaches(HIGH_FLOOR, FADING_AWAY)
test_round12_fading_away_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, FADING_AWAY_LOOK_ALIKES
)
test_round12_bleeding_is_high = reaches(HIGH_FLOOR, BLEEDING)
test_round12_bleeding_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, BLEEDING_LOOK_ALIKES
)
test_round12_veiled_goodbye_is_high = reaches(HIGH_FLOOR, VEILED_GOODBYE)
test_round12_veiled_goodbye_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, VEILED_GOODBYE_LOOK_ALIKES
)
test_round12_overdose_with_alcohol_is_high = reaches(HIGH_FLOOR, OVERDOSE_WITH_ALCOHOL)
test_round12_overdose_with_alcohol_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, OVERDOSE_WITH_ALCOHOL_LOOK_ALIKES
)
test_round12_before_i_go_is_high = reaches(HIGH_FLOOR, BEFORE_I_GO)
test_round12_before_i_go_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, BEFORE_I_GO_LOOK_ALIKES
)
test_round12_neighbours_are_high = reaches(HIGH_FLOOR, NEIGHBOURS)
test_round12_neighbours_look_alikes_stay_below_medium = stays_below(
    MEDIUM_FLOOR, NEIGHBOURS_LOOK_ALIKES
)
