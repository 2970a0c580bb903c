"""A fourth round of Chinese phrasings (not any frozen set), in two batches each written before
its round of rule changes: being at a place of danger without a time word, giving savings and
things away, last words, means gathered in topic-first and 把 sentences, a repeat after an
attempt, self-harm in plain and slang words, passive wishes in internet slang; and, as many
again, the relief, hyperbole, slang, finance, ordinary places and someone else's talk that must
stay below medium."""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window

HIGH: list[str | list[str]] = [  # a list is one window of turns
    # at a place of danger now, no time word
    "楼顶风好大，我已经站在边上了",
    "我坐在天台边上，往下看好高",
    "现在人在桥上，已经翻到栏杆外面了",
    "坐在窗台上，脚已经伸到外面去了",
    "我站在铁轨旁边，远处有火车的声音",
    "我在二十八楼的天台边上，下面的人像蚂蚁一样",
    "桥上的风好冷，我就站在栏杆边上",
    "天台好高，我一条腿已经跨出去了",
    "站在江堤边上，水流得好急",
    "我在楼顶边缘坐着，往下看也不害怕了",
    "江边一个人都没有，我已经走到水里了",
    "爬上了顶楼的围墙，风吹得我站不稳",
    # giving savings and things away, last words, affairs
    "把存款全部转给弟弟了，该做的都做完了",
    "积蓄都留给我妈了，她以后用得着",
    "我把钱都转给妹妹了，以后她自己好好的",
    "银行卡和存款都留给我爸了，我放心了",
    "遗书写好了，压在枕头底下",
    "给爸妈的信写好了，放在抽屉里",
    "所有的密码都写下来了，放在书桌上",
    "后事我都交代好了，你们不用操心",
    "这是我发的最后一条朋友圈",
    "最后一次给你发消息，谢谢你这些年",
    "朋友圈都清空了，手机里的照片也删干净了",
    "把狗托付给邻居了，以后她会替我照顾它",
    "我把游戏账号和装备都送给表弟了，反正以后也用不上了",
    # means gathered: 把, topic first, omitted subject
    "药攒够了，一百多片",
    "绳子买回来了，就放在衣柜里",
    "炭和胶带都在后备箱里了",
    "把安眠药一颗一颗攒起来，已经满满一瓶了",
    "网上买的木炭今天到了",
    "药，攒了半年了",
    "刀片藏在笔袋里，随时都能拿出来",
    # timing with ideation or means
    ["我真的撑不下去了", "今晚就是最后一晚"],
    "等妈妈睡着了我就去楼顶",
    "药都准备好了，等室友出门",
    "不想活了，这周末就走",
    # a prior attempt and a repeat
    "上次没死成，这次不会了",
    "去年吃药被救回来了，这次我会吃更多",
    "割腕那次被室友发现了，下次我会把门锁上",
    "上回跳河被人捞了上来，这回找个没人的地方",
    # slang for active ideation
    "想紫砂，真的",
    "我想紫砂了，今晚就去",
    # a second batch, written after the first rule changes
    "猫粮买了一大袋，猫也托付给同事了，我没什么放不下的了",
    "把狗送到我妈那儿了，以后就拜托她了",
    "朋友圈删光了，微信也退了，就这样吧",
    "该交代的后事都写在备忘录里了",
    "绳子，我昨天就买好了",
    "我把刀片藏在枕头底下了",
    "炭已经在车里了，胶带也买了",
    "药我一直在偷偷攒，现在有八十多片了",
    "买了一瓶农药，放在床底下",
    "等过完生日我就去跳",
    "周五之后你们就再也见不到我了",
    "等我把论文交了，就从图书馆顶楼下去",
    "上次吞药没成功，这次会准备得更充分",
    "去年在江边被人拉回来了，今年不会了",
    "之前割过一次，这次我要割得深一点",
    "我现在就在江边，鞋已经脱了",
    "人在天台，风吹得好冷，往下看也没那么可怕",
    "站在二十楼的窗边，窗户已经打开了",
    "我坐在铁轨上，等下一班车",
    "我在桥的栏杆外面，手有点抖",
    "我真的想死，想了很久了，方法也想好了",
    "活着太累了，药已经准备好了",
    ["最近每天都很绝望", "我把安眠药都攒起来了", "就等这周末"],
    ["我不想活了", "今晚吧"],
    "想紫砂的念头越来越强，今晚就动手",
    "我已经写好遗言了，存在手机备忘录里",
    "积蓄我全部打给我妈了，她会明白的",
]

MEDIUM: list[str] = [
    # self-harm in plain and slang words
    "又划了好几道，手臂上全是",
    "忍不住又拿刀片划手腕了",
    "烟头烫在手背上才觉得好受一点",
    "难受的时候就用头撞墙",
    "把自己胳膊掐得青一块紫一块",
    "昨晚又割了，血流了好久",
    "用指甲把手臂抠出血了",
    "用皮筋狠狠弹手腕，弹到发红",
    "手腕上的新伤还没好，又想划了",
    # passive wishes, burden, internet slang
    "活着真没意思",
    "好想消失啊",
    "要是明天不用醒来就好了",
    "每天都在想，死了是不是就轻松了",
    "我就是家里的拖油瓶",
    "如果能一睡不醒该多好",
    "人生彻底寄了，不想活了",
    "活着好累，想永远睡下去",
    "真希望出门被车撞死",
    "我这种人根本不配活着",
    "不想再醒过来了",
    # a second batch, written after the first rule changes
    "又开始划自己了，停不下来",
    "每次吵完架我都用烟头烫胳膊",
    "昨天拿圆规扎了自己好多下",
    "我用拳头砸墙砸到手肿了",
    "真想睡过去就别再醒了",
    "不想活了，但也不敢死",
    "我活着就是给家里添负担",
    "好想从这个世界上消失",
    "要是出个意外就这么没了也挺好",
    "活着没什么意思，每天都一样",
]

NONE: list[str | list[str]] = [
    # relief at an ordinary end
    "论文终于交了，解脱了",
    "终于离职了，彻底解脱",
    "分手了，反而觉得解脱了",
    "项目上线了，总算解放了",
    "期末终于考完了，自由了！",
    "下班了下班了，解脱！",
    "答辩结束，终于解脱了，晚上去喝一杯",
    # hyperbole
    "今天累死了，腿都不是自己的了",
    "笑死我了，这个视频太好笑",
    "饿死了，外卖怎么还不到",
    "热死了，宿舍空调又坏了",
    "尴尬得想找个地缝钻进去",
    "这道题难死我了",
    # slang that is not suicide
    "想润了，这个城市房价太高",
    "考试寄了，明年再来",
    "这把游戏寄了",
    "我的电脑寄了，数据全没了",
    "面试又寄了，好烦",
    "在准备雅思，想润去加拿大",
    # ordinary places and means
    "在天台晾被子，风好大",
    "坐在江边吃烧烤，风好舒服",
    "站在楼顶往下看，夜景好美",
    "桥上堵车堵了一个小时",
    "窗台上养了几盆多肉",
    "买了绳子，明天体育课跳绳",
    "去超市买了炭，周末烧烤",
    "刀片是用来刮胡子的",
    "我坐在床边上发呆",
    "站在边上等公交，风好大",
    # money, passwords, feeds and pets for ordinary reasons
    "把存款都转给我妈了，让她帮我理财",
    "工资都交给老婆管了",
    "钱转给房东了，这个月房租交完了",
    "密码写在备忘录里了，老是忘",
    "朋友圈清空了，想换个风格重新开始",
    "把猫托付给朋友照顾几天，我要出差",
    "积蓄都拿去付首付了",
    "这是我今年最后一次加班了",
    "最后一条消息发完我就睡了，晚安",
    "这是我最后一次相信他",
    # a prior try at something ordinary
    "上次考试没考好，这次不会了",
    "上次没抢到票，这次一定要抢到",
    # someone else, negation, fiction, a resolved past, a prescription
    "我室友说她想紫砂，我该怎么劝她",
    "我表妹手上有好多划痕，我很担心",
    "我妈说她活着没意思，我好难受",
    "我不会想不开的，放心吧",
    "我没有攒药，你别担心",
    "新闻里有个人从天台跳下去了",
    "这部剧的女主最后跳江了，我哭了一晚上",
    "高中的时候割过手，现在早就不会了",
    "以前想过轻生，现在已经走出来了",
    "医生开的安眠药一次吃几片合适",
    # a second batch, written after the first rule changes
    "终于把房贷还清了，解脱了",
    "考完最后一科，彻底解脱！",
    "和前任断干净了，终于轻松了",
    "这周累死了，周末只想躺着",
    "笑死，我妈又把我的快递拆了",
    "饿死我了，食堂今天没开",
    "这破工作真的要把我逼疯了",
    "我想润，去日本读研",
    "想润出去工作几年",
    "这次考研寄了，准备二战",
    "手机摔坏了，彻底寄了",
    "朋友说他想紫砂，我陪了他一晚上",
    "我同桌手腕上有划痕，我要不要告诉老师",
    "我爸说活着没意思，我该怎么安慰他",
    "我没有想过死，只是压力有点大",
    "我不会伤害自己的，你放心",
    "电视剧里男主为了救人跳江了",
    "看了一篇关于烧炭自杀的新闻，心里很难受",
    "初中的时候划过手，后来再也没有了",
    "医生说安眠药一次最多吃两片对吗",
    "这个感冒药一天吃几次",
    "周末去江边放风筝",
    "站在天台上拍日落，太美了",
    "在桥上等朋友，风好大",
    "我坐在窗台边看书",
    "把猫托付给邻居，我回老家过年",
    "朋友圈设置了三天可见",
    "把旧衣服都捐了，家里清爽多了",
    "这是我最后一次减肥了，一定要成功",
    "上次跑步没坚持下来，这次不会了",
    "今天把遗嘱的事跟律师聊了，替我爸办的",
    "买了绳子和刀，周末去露营",
]


def _score(item: str | list[str]) -> float:
    return score_window(item if isinstance(item, list) else [item]).score


@pytest.mark.parametrize("item", HIGH)
def test_being_there_giving_away_and_a_repeat_said_in_chinese_is_high(
        item: str | list[str]) -> None:
    assert _score(item) >= 0.95


@pytest.mark.parametrize("item", MEDIUM)
def test_self_harm_and_passive_wishes_in_chinese_slang_reach_medium(item: str) -> None:
    assert _score(item) >= 0.70


@pytest.mark.parametrize("item", NONE)
def test_relief_slang_finance_and_ordinary_places_stay_below_medium(
        item: str | list[str]) -> None:
    assert _score(item) < 0.70
