"""Round ten (Chinese), the reviewer's six missed kinds, in words of our own: a plan whose method
and place are decided but left unnamed; the means laid out in front of the person now (摆在面前,
倒出来了, 铺在桌上); going (走, 离开, 去另一个世界) on a named day (a birthday, an anniversary, a
festival, 那天); after a failed attempt, the dose or method looked up this time (查清楚了, 算好了,
the 把-frame); leaving every group and deleting friends as a farewell (退群, 删好友, 就剩你了);
giving a treasured thing away "to keep" because it won't be needed. Medium: the withdrawal and the
gift without a plan. Hard negatives: the same words for a wedding, a trip, a cold, cooking, a
move, spam, a sick pet or parent, and game or exam hyperbole with a laugh.

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # 1. a plan with method and place decided, left unnamed
    "怎么做、去哪儿做，我心里都已经定下来了，你别问了",
    "用什么办法我早就选好了，地方上周也去看过了",
    "具体怎么弄我不说，反正方法和地点我都找好了",
    "该用的东西、该去的地方，我全都想清楚了，就差最后一步",
    ["每天都过得像行尸走肉", "方式和地方我都挑好了，不会告诉任何人的"],
    "我连在哪儿走、怎么走都安排妥当了，这次不会再犹豫",
    # 2. the means laid out in front of the person now
    "攒的药我全倒在桌子上了，现在就摆在我面前",
    "绳子就搁在我眼前，我已经盯着它看了快一个小时",
    "安眠药一板一板全抠出来了，白花花铺了半张桌子",
    "炭和打火机都摆在脚边了，门窗我也关好了",
    "刀片一排放在洗手台上，我就这么坐着看着它们",
    "我把那瓶药全都倒出来了，一粒一粒数好摆在床上",
    # 3. going on a named day
    "等到我生日那天，我就悄悄离开这个世界",
    "妈妈的忌日快到了，那天我就去另一个世界找她",
    "过完这个中秋我就走了，以后团圆饭不用给我留位置",
    "除夕夜大家都在看春晚的时候，我想一个人安静地走",
    "他走了一周年那天，我也去那边陪他",
    "我给自己定的日子就是二十岁生日，那天以后不会再有我",
    # 4. after a failed attempt, the dose or method looked up this time
    "上次吃得太少没成，这回我把剂量查得清清楚楚",
    "上回没死掉，这次我已经算好了量，肯定够了",
    "第一次没成功是因为量不够，这次我上网查了到底要多少片",
    "上次割得太浅被救回来了，这次我查过该往哪儿割",
    "我把上次差的那些药都补齐了，也查过了，这回足够",
    "上次被洗胃以后我研究了好久，这次要吃多少心里有数了",
    # 5. leaving every group, deleting friends, with a farewell or a time
    "所有群都退了，好友也删光了，今晚之后就不用再联系我了",
    "微信里只剩你一个了，明天之后你也不用再回我消息",
    "退了所有群，删了所有人，就剩你了，谢谢你陪我这么久，再见了",
    ["我把群都退了，好友一个个删掉了", "现在就剩你了，跟你说一声，我周末就走"],
    # 6. a treasured thing given away, with other preparation
    "我把相机送给你了，留个纪念吧，银行卡密码我也写在纸条上了",
    "最宝贝的那条项链给了妹妹，让她一直留着，猫也托付给室友了",
    "攒了好几年的球鞋都送人了，反正以后用不到了，药也攒够了",
]

MEDIUM: list[Item] = [
    # 5. withdrawal as farewell, no plan
    "我把所有群都退了，好友也删得差不多了，现在就剩你了",
    "微信好友我一个一个删掉了，不想再让任何人找到我",
    "群全退了，朋友圈也关了，感觉自己已经从这个世界上消失了",
    # 6. a treasured thing given away to keep
    "我最喜欢的那把吉他送给表妹了，跟她说要永远留着",
    "这块表是爷爷留给我的，送你吧，以后我用不到了",
    "我把最宝贝的手办全寄给朋友了，说是给她留个纪念，反正我以后也用不着了",
]

NONE: list[Item] = [
    # 1. a plan decided for ordinary life
    "婚礼用什么方式办、在哪儿办，我们都想好了",
    "求婚的方法和地点我都想好了，就差戒指到货",
    "实验方法和采样地点都定了，下周就开工",
    # 2. things laid out for ordinary use
    "药都倒出来了，按医生说的一格一格分进药盒里",
    "刀摆在砧板上了，等水开了就切菜",
    "炭摆在烤炉边上了，就等朋友们来烧烤",
    "绳子放桌上了，明天搬家捆箱子用",
    "感冒了，刚吃了药，准备早点睡",
    # 3. travel on a named day
    "我生日那天要走，去上海出差三天",
    "中秋那天我就离开北京回老家了，车票买好了",
    "明天走，记得来送我，火车八点开",
    "周年纪念日那天我们去另一个城市旅行",
    "除夕那天晚上我就走了，要赶回公司值班",
    # 4. doses for a pet, a parent, a cold, a recipe, an exam
    "狗狗上次吃药没效果，这次我查清楚了按体重该吃多少",
    "我妈上次降压药吃多了头晕，这回我把剂量查清楚了",
    "上次感冒药吃少了没好，这次按说明书算好了量",
    "上次烤蛋糕没成，这回我把面粉的量算好了",
    "上次考试没过，这次把题型都查清楚了",
    # 5. leaving groups and deleting friends for ordinary reasons
    "这个群天天发广告，我直接退群了",
    "删了几个卖货的好友，朋友圈清净多了",
    "就剩你了，其他人都没回我，周末一起吃饭吗",
    "工作群都退了，终于离职了",
    # 6. giving things away because of a move or growing up
    "要搬家了，旧衣服都送给邻居了",
    "这把吉他送你吧，我买了把新的，旧的以后用不到了",
    "毕业了，课本都送给学妹了，留个纪念",
    "孩子大了，婴儿车送朋友了，以后用不到了",
    # hyperbole with a laugh
    "这个副本打得我想跳楼哈哈哈",
    "高数作业写得我想从宿舍阳台跳下去哈哈",
    "被甲方改稿改得我想跳江hhh",
    "期末周复习得我想原地去世哈哈哈哈",
]


(
    test_round_ten_zh_plans_and_means_imminent_risk_is_high,
    test_round_ten_zh_plans_and_means_withdrawal_and_gifts_reach_medium,
    test_round_ten_zh_plans_and_means_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
