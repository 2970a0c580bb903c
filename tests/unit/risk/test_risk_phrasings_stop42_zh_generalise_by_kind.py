"""Stop 42, Chinese: readings that generalise, by kind (brief: zhgen, issue 11; ADR 0108
amendment "stop 42").

- A. An overdose or a poisoning just taken or under way, told by the medicine's name (sleeping
  pills and benzodiazepines, antidepressants, antipsychotics, mood stabilisers, painkillers,
  cold and allergy medicine, pesticides and household poisons; generic and brand names) or by
  the amount (半瓶, 一整板, 一把, 几十片, 全部, 一盒, 所有的), not by 自杀 — high. Beside it: a
  dose question, a dose as prescribed, a relative's or a pet's medicine, a drink by the amount.
- B. An intent to repeat told as defeating rescue (not found, saved, stopped or sent to hospital
  this time; no one reaching them in time) — high. Beside it: games, surprises, avoiding a
  person, a trip with the phone off.
- C. A means in one clause or turn and a place or moment of being unobserved in another (no one
  home, a quiet spot, a locked room, after everyone sleeps) — high. Beside it: the same means
  with its ordinary use named (barbecue charcoal, a climbing rope, a kitchen knife while
  cooking).
- D. 死 in idioms and hyperbole stays below medium in its context (死定了 about an exam or a
  boss, 笑死, 尴尬死, 想死你了, 找死 as a warning, 死机, 死活不肯, 要死要活的剧情), while real
  statements still route.
- E. A place of danger named with an ordinary activity, and a farewell or a giving-away whose
  benign occasion is stated (a new job, moving, graduating, retiring), stay below medium; their
  twins with no occasion or a risk frame still route.
Frozen before any rule change; first try recorded in ADR 0108 (stop 42).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

A_OVERDOSE_BY_NAME_OR_AMOUNT: list[str | list[str]] = [
    "阿普唑仑一整板都吃下去了",
    "米氮平吃了几十片，现在眼皮好重",
    "把家里的对乙酰氨基酚全吃了",
    "奥氮平一盒都吞完了",
    "碳酸锂吃了一把，手开始抖了",
    "新康泰克吃了一整盒，心跳好快",
    "喹硫平所有的都吃了，等着睡过去",
    ["佐匹克隆还剩一盒", "刚才全吃了"],
    "帕罗西汀攒的那些都吞下去了",
    "刚吃了一把曲马多",
    "丙戊酸钠一整瓶都吃了",
    "刚把一包老鼠药冲水喝了",
    "刚灌了大半瓶84消毒液",
    "氯雷他定和感冒药混在一起吃了几十片",
]
A_DOSES_AND_OTHERS_MEDICINE: list[str | list[str]] = [
    "阿普唑仑一次吃几片合适",
    "医生开的米氮平每晚吃半片",
    "奶奶的安眠药一盒一盒地吃，我得帮她分好",
    "半瓶可乐一口气喝完了",
    "一盒感冒药吃完了，感冒终于好了",
    "爸爸的碳酸锂每天按时吃，情绪稳定多了",
    "布洛芬一次吃一粒，疼了再吃",
    "把所有的维生素都吃完了，该买新的了",
    "喷了半瓶杀虫剂，蟑螂终于没了",
    "舍曲林按医嘱吃了半年，医生说可以减量了",
    "狗狗误吃了几片布洛芬，在去宠物医院的路上",
]
B_RESCUE_DEFEATED: list[str | list[str]] = [
    "上次被室友发现送去洗胃了，这次我会找个没人知道的地方",
    "上次被救回来，这次不会再给他们机会了",
    "这次不会再让人拦住我了",
    "上次是邻居报的警，这次我选个他们都出门的时候",
    "这回我要确保等他们发现的时候已经来不及了",
    "被抢救过一次，下次我会做得让谁都救不回来",
    ["之前吃药被发现了", "这次谁都别想把我送去医院"],
    "这回手机关机，等有人找到我也晚了",
    "上回被拦下来了，这次没人能及时赶到",
]
B_GAMES_SURPRISES_AVOIDING: list[str | list[str]] = [
    "这次玩捉迷藏我找了个谁也找不到的地方",
    "生日惊喜这次一定不会被她发现了",
    "上次吃鸡被队友救起来了，这次我要自己苟到最后",
    "这回我要躲着前男友，谁也别告诉他我在哪",
    "这次请年假去旅游，手机关机，谁也找不到我",
    "上次偷吃零食被我妈发现了，这次藏得更好",
    "这次搬家不告诉他新地址，他找不到我的",
    "上次迟到被老板抓到了，这次一定不会被发现",
]
C_MEANS_AND_UNOBSERVED: list[str | list[str]] = [
    ["炭已经在后备箱了", "家里这周就我一个人"],
    ["绳子买好了", "等他们都睡了"],
    "安眠药攒了一瓶，等家里没人的时候",
    ["刀片在抽屉里", "反锁了房门，没人会进来"],
    "找了个没人去的山头，炭和打火机都带着",
    ["存了好多药", "宿舍的人都回家过年了，就剩我"],
    "等大家都睡着以后，把绳子挂到阳台上",
    ["百草枯藏在床底下", "明天爸妈去外婆家，家里就我"],
    "胶带和木炭都准备好了，出租屋里不会有人来",
    "把门反锁了，药就在手边",
]
C_MEANS_WITH_ORDINARY_USE: list[str | list[str]] = [
    ["烧烤的木炭买好了", "家里这周就我一个人，叫朋友来烤肉"],
    ["登山绳买好了", "周末找个没人的野山去攀岩"],
    "趁家里没人，用菜刀把排骨剁了炖汤",
    "反锁了房门打游戏，没人会来吵我",
    "等大家都睡着以后，我再偷偷把礼物放在床头",
    "趁室友不在，用美工刀拆了快递",
    "炭和打火机都带着，找了个没人的山头露营烤串",
    ["老鼠药放在仓库了", "晚上等大家睡了再去放几包抓老鼠"],
    ["绳子买好了", "等他们都睡了我把帐篷在阳台上搭起来"],
]
D_DEATH_AS_IDIOM: list[str | list[str]] = [
    "明天考试还没复习，死定了",
    "老板看到这个bug我就死定了",
    "笑死我了，这个视频太搞笑了",
    "当众摔了一跤，尴尬死了",
    "宝贝好久不见，想死你了",
    "你再敢碰我手机试试，找死啊",
    "电脑又死机了，文件全没了",
    "他死活不肯去医院看病",
    "这部剧要死要活的剧情看得我好累",
    "累死了，今天搬了一天砖",
    "这道题难死了，想了一晚上",
    "吓死我了，还以为钱包丢了",
]
D_DEATH_MEANT: list[str | list[str]] = [
    "不是开玩笑，我是真的想死",
    "活着太累了，死了就好了",
    "考试又挂了，真的不想活了",
    "笑不出来了，只想死",
    "我死了大家就都轻松了",
    "想死的念头一直停不下来",
    "不是尴尬，是真的想去死",
    "死了算了，反正也没人在乎",
]
D_DEATH_MEANT_WITH_A_PLAN: list[str | list[str]] = [
    "今晚就去死",
    "我想死，药都准备好了",
    "死定了这次，我不打算活过今晚",
]
E_PLACE_OR_FAREWELL_WITH_ITS_OCCASION: list[str | list[str]] = [
    "在窗台上给多肉浇水，有点晒",
    "上天台晾被子，风好大",
    "在江边钓了一下午鱼，一条都没钓到",
    "除夕在顶楼放烟花，特别好看",
    "下周入职新公司了，跟大家说再见，这段时间谢谢照顾",
    "要搬去深圳了，书和家具都送给学弟了",
    "毕业了，床上的东西都送给学妹，以后有缘再见",
    "退休了，今天最后一天上班，谢谢各位同事这些年的照顾",
    "站在楼顶天台拍夕阳，太美了",
    "离职了，这是我在这家公司发的最后一条朋友圈",
    "出国留学前把猫托付给闺蜜了",
    "在桥上看烟花，人好多",
]
E_PLACE_OR_FAREWELL_WITHOUT_ONE: list[str | list[str]] = [
    "站在窗台上，往下看了好久",
    "在天台边上坐着，不想下去了",
    "一个人在河边坐到天黑，想走进去",
    "东西都送人了，跟大家说再见，谢谢这些年的照顾",
    "这是我发的最后一条朋友圈了，谢谢大家",
    "书和家具都送人了，以后也用不上了",
    "顶楼风很大，我就站在边上，不想再撑了",
    "谢谢各位这些年的照顾，以后不会再麻烦大家了",
]

test_an_overdose_by_name_or_amount_is_high = reaches(
    HIGH_FLOOR, A_OVERDOSE_BY_NAME_OR_AMOUNT)
test_doses_and_others_medicine_stay_below_medium = stays_below(
    MEDIUM_FLOOR, A_DOSES_AND_OTHERS_MEDICINE)
test_an_intent_to_defeat_rescue_is_high = reaches(HIGH_FLOOR, B_RESCUE_DEFEATED)
test_games_surprises_and_avoiding_stay_below_medium = stays_below(
    MEDIUM_FLOOR, B_GAMES_SURPRISES_AVOIDING)
test_a_means_and_an_unobserved_moment_are_high = reaches(HIGH_FLOOR, C_MEANS_AND_UNOBSERVED)
test_a_means_with_its_ordinary_use_stays_below_medium = stays_below(
    MEDIUM_FLOOR, C_MEANS_WITH_ORDINARY_USE)
test_death_as_an_idiom_stays_below_medium = stays_below(MEDIUM_FLOOR, D_DEATH_AS_IDIOM)
test_death_meant_reaches_medium = reaches(MEDIUM_FLOOR, D_DEATH_MEANT)
test_death_meant_with_a_plan_is_high = reaches(HIGH_FLOOR, D_DEATH_MEANT_WITH_A_PLAN)
test_a_place_or_farewell_with_its_occasion_stays_below_medium = stays_below(
    MEDIUM_FLOOR, E_PLACE_OR_FAREWELL_WITH_ITS_OCCASION)
test_a_place_or_farewell_without_one_reaches_medium = reaches(
    MEDIUM_FLOOR, E_PLACE_OR_FAREWELL_WITHOUT_ONE)
