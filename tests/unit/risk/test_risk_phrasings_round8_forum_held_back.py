"""Round eight, forum register, first batch: a wish told through what holds it back. Written
after grouping the PsySUICIDE tune half's rules-layer misses (the tune half only; none of its
text is here): a wish argued with in self-talk ("我一遍遍告诉自己不能死"), a counterfactual
that keeps someone alive ("要不是放心不下我妈，我早就…"), a thought of death that intrudes
("满脑子都是死"), a wish that comes with a trigger ("一吵架就想死") and a harm said through the
condition it needs ("只要一低落就会想割自己"); hard negatives that share the words (advice
given to a friend, a counterfactual about an accident or the rain, an exam that fills the
head, a scene from a show, a past got over, a mother who says it, a plain denial).

Frozen before any change it drives. First try on d608647 (main): see the commit message.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # a wish argued with in self-talk, and the means or the place already at hand
    "我一遍遍告诉自己不能自杀，可刀已经握在手里了",
    "一直跟自己说别跳，可是腿已经跨到栏杆外面了",
    "每天都在劝自己不要去死，劝到今天劝不动了，药我都倒出来了",
    "我骗自己说我不想死，其实安眠药早就攒够一瓶了",
    # a counterfactual that keeps someone alive, and what is ready
    "要不是放心不下我妈，上个月我就从天台跳下去了",
    "如果不是还有只猫要养，我早就把那瓶药吞了",
    "为了爸妈一直忍着没去死，现在他们也不要我了，今晚就去江边",
    # a thought that intrudes, with the plan it has grown into
    "满脑子都是怎么死，连哪栋楼都看好了",
]

MEDIUM: list[Item] = [
    "满脑子都是死这个字，怎么赶都赶不走",
    "脑海里老是冒出死掉算了的念头，想到家人才压下去",
    "我每天都在说服自己不要想死，可是越来越难了",
    "每次跟家里吵完架，我就想死",
    "23岁，为什么一到晚上就想死？",
    "如果不是心情低落，我也不会想着去割自己",
    "只要一低落就会忍不住拿刀片划手",
    "要不是还有奶奶在，我真的不想活了",
    "劝了自己一百遍好好活着，还是想从这个世界上消失",
    "我不停地告诉自己还有希望，可心里还是觉得活着没意思",
]

NONE: list[Item] = [
    # advice to someone else, someone else who says it
    "我一遍遍告诉我朋友别想不开，他终于肯去看医生了",
    "为什么我妈一生气就说不想活了，我该怎么劝她",
    # a counterfactual about an accident, the rain or a slide
    "要不是系了安全带，那次车祸我早就没命了",
    "如果不是下雨，我们早就去江边散步了",
    "要不是你拉了我一把，我早就从滑梯上摔下去了哈哈",
    # a head full of an exam, a scene from a show
    "满脑子都是期末考试，复习得快累死了",
    "看完那部剧，脑子里一直是主角跳楼的画面",
    # a past got over, a plain denial, self-talk about sleep
    "以前满脑子都是死，现在已经走出来了，过得挺好",
    "我从来没有想过死，只是最近工作有点累",
    "每天都劝自己别熬夜了，再熬下去要猝死了",
    "每次跟家里吵完架，我就想出去走走散散心",
    "只要一低落就会去操场跑几圈，跑完就好了",
]


(
    test_round_eight_forum_held_back_imminent_risk_is_high,
    test_round_eight_forum_held_back_wishes_and_harm_reach_medium,
    test_round_eight_forum_held_back_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
