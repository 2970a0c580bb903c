"""Round nine (Chinese), a sixth batch written after the first five changes, mixing their
categories in new words: a one-way ticket behind a lie to a counsellor, a check-up report torn
up, plants given away and pet food laid in, a voice message set for eight o'clock, a rooftop
while mother thinks one is in evening class, a double dose, a letter in a son's school bag, a
higher place after a stomach pump, medicine moved into a vitamin bottle, a lake with shoes off,
the last birthday in this world, a passbook code left for the husband, a repeat after bandages,
a door locked from inside. Medium: the same secrets and wishes with no plan. Hard negatives:
the same first halves going on to a concert, a new job, a move, an alarm, an internet cafe,
cooking, a letter for an eighteenth birthday, an old poisoning by mistake, a brother's pills, a
picnic, a move home, a climb, a forgetful grandmother, a sprain and a scolding boss.

Frozen before the change it drives; first try in the commit message that adds it. Two high
items and one medium item the change could not pass without raising ordinary talk were left
out after it (docs/risk-scorer.md, Known limits).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "跟辅导员说我周末回家，其实我买的是去海边的票，单程",
    "体检报告我都撕了，反正以后也用不上了，明天一早去水库",
    "我把花都送给楼下阿姨了，猫粮也备够了一个月，今晚之后就不用我操心了",
    "给闺蜜留了语音，设了早上八点发，到时候她就知道我为什么不接电话了",
    "我妈还以为我在上晚自习，我已经在顶楼吹了半小时风了",
    "这次吃的量是上次的两倍，我算过了，肯定够",
    "已经写好了给我儿子的信，压在他书包里，下午我去把车开进河里",
    "洗胃那种滋味我不想再尝，所以这次我选了高的地方",
    ["我把药换到维生素瓶子里了", "这样我妈就发现不了", "她下周三去外地开会"],
    ["你还记得我说过的那个湖吗", "我现在就在湖边", "鞋已经脱了"],
    "今天是我在这个世界上的最后一个生日，蛋糕吃完我就去",
    "俺把存折密码写在日历背后了，娃他爹回来就能看到，俺今儿个就走",
    "再也不想被救回来了，这回门从里面反锁，手机关机",
]

MEDIUM: list[Item] = [
    "在朋友面前我天天笑，可一个人的时候只想消失",
    "我每天晚上都用烟头在胳膊内侧烫一下，不让人看见",
    "总觉得我是多出来的那一个，家里没我会更和睦",
    "又把自己饿了两天，饿着才觉得活该",
]

NONE: list[Item] = [
    "跟辅导员说我周末回家，其实我是去海边看演唱会",
    "体检报告我都撕了，反正都正常，明天去单位报到",
    "我把花都送给楼下阿姨了，下个月要搬去上海",
    "给闺蜜留了语音，设了早上八点的闹钟提醒她考试",
    "我妈还以为我在上晚自习，其实我在网吧打游戏",
    "这次做的量是上次的两倍，够全家吃两天了",
    "已经写好了给我儿子的信，等他十八岁生日那天给他",
    "洗胃那种滋味我这辈子都忘不了，那是十年前误食的事了",
    "我弟把药换到维生素瓶子里了，他说是不想让爸妈担心他的病",
    "你还记得我们去过的那个湖吗，我现在就在湖边野餐",
    "今天是我在北京的最后一个生日，明年就回老家了",
    "明天太阳升起来之前我就出发了，东西都收拾好了，去爬泰山",
    "俺把存折密码写在日历背后了，省得老是忘",
    "手腕缠了纱布去上班，打羽毛球扭伤了",
    "再也不想被领导骂了，这回我提前把方案写好了",
]


(
    test_round_nine_zh_mixed_late_imminent_risk_is_high,
    test_round_nine_zh_mixed_late_wishes_and_self_harm_reach_medium,
    test_round_nine_zh_mixed_late_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
