"""Round eight, forum register, second batch: long posts told as stories (the tune half's kind of
post; none of its text is here): a past attempt told as a narrative with today's return of it,
other people's doings in the first sentences and the writer's own wish or plan at the end, and
questions put to readers about a method or a dose; medium: a wish or a harm at the end of a
story about others; hard negatives that tell the same stories about a cousin, a novel, an
accident, a photo on a roof, the end of a relationship, a new job, an earring, falling asleep
and a grandmother mourned.

Frozen before any change it drives. First try: see the commit message.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # a past attempt told as a story, and its return today
    "初二那年吞过半瓶安眠药，在医院洗了胃。这几天那种感觉又回来了，药我又开始攒了",
    "去年冬天我在浴室割过一次腕，被室友撞见送去缝了针，现在又想再试一次",
    "说出来不怕大家笑，高考失利那天我站上过教学楼的顶楼，被保安拉了下来。今天成绩又没考好，我又想上去了",
    # other people first, the writer's own plan at the end
    "我爸常年喝酒打我妈，我妈去年走了，我弟也不理我。我一个人住，绳子已经买好挂在阳台上了",
    "男朋友出轨，闺蜜也骗我，爸妈只会骂我。活着真的太累了，这周末我就去海边结束这一切",
    # questions put to readers
    "有没有人知道吃多少片安眠药能睡过去不醒，我已经攒了四十多片",
    "请问从几楼跳下去能保证一次成功？不想再被救回来了",
    "求一个不疼的方法，我真的坚持不下去了",
]

MEDIUM: list[Item] = [
    "小时候被我妈用衣架打，长大了她还是天天骂我，我经常觉得还不如死了",
    "我哥考上了名校，爸妈眼里只有他，我就是家里多余的那个",
    "大家都说我过得很好，可没人知道我每晚都在被子里哭，想着要是明天不用醒来就好了",
    "室友她们出去玩从来不叫我，一个人在宿舍的时候，我总会用指甲把手背抠破",
    "工作丢了，房租也交不起，女朋友也走了，不知道还有什么活下去的理由",
    "父母离婚后我跟着奶奶长大，奶奶上个月去世了，这世上再也没有我留恋的东西了",
    "以前试过吃药，没成功。现在每天还是过得很痛苦，不想活了",
    "有人知道怎样才能什么都感觉不到吗，活着好累",
]

NONE: list[Item] = [
    "我表姐初二那年吞过安眠药，现在她已经是医生了，过得很好",
    "在写悬疑小说，想问一下从五楼掉下去的人还有救吗",
    "去年冬天在浴室滑倒，手腕划了一道口子，缝了三针",
    "高考那天我站在教学楼顶楼拍了毕业照，风景特别好",
    "男朋友出轨，闺蜜也骗我，这周末我要去海边散散心，结束这段感情",
    "室友她们出去玩从来不叫我，一个人在宿舍也挺好，能安静看书",
    "有没有人知道怎样才能快速入睡，每天躺两个小时才睡着",
    "求一个不疼的打耳洞方法，下周想去打",
    "工作丢了，房租也交不起，还好朋友帮我介绍了新工作，下周一入职",
    "奶奶上个月去世了，我很想她，整理遗物的时候哭了好久",
    "请问安眠药一次吃几片合适？医生开的说明书我看不懂",
    "我爸以前喝醉了总说不想活了，现在他戒酒了，我们家好多了",
]


(
    test_round_eight_forum_narratives_imminent_risk_is_high,
    test_round_eight_forum_narratives_wishes_and_harm_reach_medium,
    test_round_eight_forum_narratives_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
