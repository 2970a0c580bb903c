"""Stop 36, Chinese: stop 35's known limits as categories. Kin told dead and joined in a word the
lists did not hold (婆婆, 舅舅, 闺女, 先生, 太太, 娭毑, 爹地); a hanging set up at a point to hang
from not listed (上面 with a stool, a hook, a tree, a handrail, a burglar bar, a steel pipe); a
wish to be left to rot or to fend for oneself with no clause of its own (就让我烂掉吧, 自生自灭);
asking what living is for (我活着还有什么意义); a view looked at from the edge of a high place
with the body at the edge or the fear of the drop gone — vs. a living relative visited, a
mother-in-law joined for an errand, a daughter who left for a city, decorations, a swing, a
hammock, cured meat on a hook, food left to rot, a series ending badly, a meeting or a
certificate with no point, a philosophy class, a view from a viewing deck or with a barbecue.
Written and frozen before any rule change; first try on main ff951fe:
high 5/17, medium 1/8, look-alikes 20/20.
After: high 17/17, medium 8/8, look-alikes 20/20.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ['婆婆去年走了', '我也想去陪婆婆了'],
    ['外婆走了半年了', '我也想去找婆婆了'],
    ['舅舅去年没了', '我也想去找舅舅'],
    ['闺女走了半年了', '我也想去陪我闺女了'],
    ['我家先生走了两年了', '我也想去陪老公了'],
    ['太太过世三年了', '我也该去陪我老婆了'],
    ['娭毑走了', '我也想去陪奶奶了'],
    ['爹地上个月走了', '我也想去找爸爸了'],
    '围巾挂在上面了，凳子也在',
    '绳子系在阁楼的钩子上了，凳子也搬来了',
    '皮带挂在防盗窗上了，今晚',
    '绳子在楼梯扶手上系好了，凳子放好了',
    '绳子已经挂在后山那棵树上了，结也打好了',
    '腰带绕在房顶的钢管上了，凳子踩上去了',
    '坐在天台上看风景，往下望也不觉得吓人了',
    '在楼顶边上看风景，腿已经伸出去了',
    '站在桥的栏杆外面看风景，鞋已经脱了',
]
MEDIUM: list[str | list[str]] = [
    '什么都不想管了，就让我烂掉吧',
    '别管我了，就让我烂在这里吧',
    '我就这样自生自灭吧',
    '让我就这样烂下去吧，反正也没人在乎',
    '我活着还有什么意义',
    '这样活着到底有什么意义',
    '我存在还有什么意义呢',
    '每天这么痛苦，活着图什么呢',
]
NONE: list[str | list[str]] = [
    ['婆婆去年走了', '我去陪老公散散心'],
    ['外婆走了', '周末我去陪婆婆买菜'],
    ['舅舅住院了', '今晚我去陪舅舅'],
    ['闺女去外地上学走了', '我也想去陪闺女'],
    ['婆婆去年走了', '老公说要去陪婆婆扫墓'],
    '围巾挂在衣帽架上了，凳子也摆好了，客人快到了',
    '绳子系在树上了，吊床搭好了',
    '绳子挂在钩子上晾腊肉',
    '彩带挂在楼梯扶手上了，派对布置好了',
    '绳子在树杈上系好了，秋千可以玩了',
    '晾衣绳断了，衣服掉一地',
    '冰箱里的菜不想管了，就让它烂掉吧',
    '这个项目就让它烂尾吧',
    '这部剧烂尾了，白追了',
    '现在说这些还有什么意义',
    '考这个证还有什么意义',
    '哲学课讨论活着的意义是什么',
    '坐在天台上看风景，晚上还有烧烤',
    '坐在观景台上看风景，往下望腿都软了',
    '站在桥上看风景，风好大好舒服',
]

(
    test_stop36_zh_known_limits_are_high,
    test_stop36_zh_known_limits_reach_medium,
    test_stop36_zh_known_limits_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
