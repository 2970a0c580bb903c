"""Round nine (Chinese), going said softly and going again: euphemisms of one's own death (看不到
明天的太阳, 去那边陪…, 当星星, 下辈子, 一直睡下去, 下线, 退出), a last try with a deadline, and a
past attempt told in plain words (没走成, 被拉回来, 被捞上来) with the intent to do it again,
each with a time, a means or a place; some net slang and initials. Medium: the same softness,
self-harm and passive wishes in plain words, with no plan. Hard negatives: all-nighters, dreams
of the dead, a last exam, games, doses, hikes, a school play, a fishing trip, a doctor's patient,
someone else, fiction, the news, lyrics, a cat's scratch, a near miss in traffic, a past got over.

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # euphemisms with a time, a means or a place
    "过了今晚我就看不到明天的太阳了，这样也挺好",
    "外婆走了三年了，我今晚就过去那边陪她",
    "这是我给自己的最后一次机会，周末要是还这样我就不撑了",
    "药分成了三份，今晚一份接一份吃，吃完就能一直睡下去",
    "闭上眼就再也不用睁开了，药片已经倒在手心里了",
    "等天一亮我就去跟爷爷团聚，他在那边等我好久了",
    "我要去天上当星星了，今晚就去，你们别难过",
    "人间不值得，今晚我就彻底下线了",
    "我想去一个不会再疼的地方，车已经开到水库边上了",
    "bxhl，今晚就去江边，别劝我",
    "这辈子就到这吧，明早的闹钟我已经关掉了，不会再响了",
    # a past attempt in plain words, and again
    "上回没走成，这回我挑了个更高的楼",
    "去年在医院被拉回来了，今年同一天我还要再走一次",
    "吞药那次被洗了胃，这回我囤了双倍的量",
    "跳过一次河被人捞上来了，这个周末我还去那条河",
    "割过一回没死成，手腕上的疤还在，下次不会手软了",
    "那次吃药被我妈发现送医院了，这次我等她去外地再吃",
    # across turns
    ["我攒的那些够我睡很久很久了", "今晚就是那个很久的开始"],
    ["上次在天台上被保安拽下来了", "这回我换了个没人管的楼顶，明天中午去"],
    ["以前我试过一次，没成功", "我已经想好了这次怎么做"],
]

MEDIUM: list[Item] = [
    "真想睡一觉醒来，人已经在另一边了",
    "有时候觉得看不到明天的太阳也没什么",
    "每次过马路都在想，要是那辆车没刹住就好了",
    "我又拿小刀在腿上划了几道，不深，就是想疼一下",
    "活着像在还一笔还不完的债，真想早点下线",
    "好想去那边找外婆，她走了以后没人疼我了",
    "我把自己掐得青一块紫一块，这样心里才好受点",
    "人生这个副本我是真不想再刷了",
]

NONE: list[Item] = [
    # the same words for ordinary life
    "今晚要熬通宵，估计看不到明天早上的太阳了，直接睡到下午",
    "外婆走了三年了，昨晚梦到她，醒来哭了好久",
    "这是我最后一次考四级，周末考完就解放了",
    "下辈子见吧，这关我是真过不去了哈哈哈",
    "药分成了三份，早中晚各一份，医生说饭后吃",
    "上回没爬成，这回我们挑了座更高的山",
    "我要去天上当星星了——这是我在班级话剧里的台词",
    "明早的闹钟我已经关掉了，终于放寒假了",
    "车已经开到水库边上了，今天来钓鱼的人好多",
    "都说人间不值得，可今天的晚霞真的美哭了",
    "早点下线吧，明天还要上班，副本明天再刷",
    "过马路的时候差点没躲开电动车，吓死我了",
    # someone else, a story, the news, a song, a denial, a past got over
    "去年在医院被拉回来的那个病人，今年同一天来给我们科送了锦旗",
    "我表哥割过一次腕，这个周末我们全家去看他",
    "小说里主角说了句下辈子见，然后就跳了崖，写得好虐",
    "新闻说那个跳河的女孩被捞上来了，人还活着",
    "这首歌里唱'让我睡去不要醒来'，旋律真好听",
    "我不会去那边找外婆的，她肯定希望我好好活着",
    "腿上那几道是被猫抓的，不是我自己弄的",
    "三年前吞过药，后来一直在治疗，现在过得挺好的",
]


(
    test_round_nine_zh_going_and_again_imminent_risk_is_high,
    test_round_nine_zh_going_and_again_wishes_and_self_harm_reach_medium,
    test_round_nine_zh_going_and_again_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
