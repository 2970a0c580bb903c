"""The lead's stop-31 categories (2026-11-29), written and frozen before any rule change; first
try on 7525fe1: high 2/12, medium or higher 6/18, negatives 26/31.

- Voices that command a death or a harm (command hallucinations): 0.00-0.80; with the speaker
  about to comply ("this time i'm going to listen", "我想照做", "控制不住了") they are high.
- A day set and loose ends tied up until then ("set a date … tying up loose ends", "日子定好了，
  把该交代的交代完"): 0.00-0.45.
- Exhaustion said with a goodbye ("can't do this anymore. goodbye"): 0.00 in English.
- An end promised on a condition ("if this doesn't work out i'm done, permanently", "要是这次再
  失败，我就不活了"): 0.00-0.63.
- Going to meet the dead soon ("gonna see my dad again soon, i miss him"): 0.00.
- A height asked for by whether one would survive it ("which bridge is high enough that you
  wouldn't survive the fall", "哪栋楼最高，能上天台的"): 0.41-0.45.
- False alarms: a bare "再见了" was a farewell with intent (high alone): "好了，我去吃饭了，再见了",
  "直播就到这里，再见了大家", "受够了这份工作，再见了老板" scored 0.97; a standing jump in a PE
  class ("老师叫我们跳远，我跳了三米") 0.95 from the learned layer.

Left out of the checks as known limits (ambiguous without the turns before them): "真的累了，大家
再见吧" (a streamer's sign-off in the same words), "gonna see my dad again soon, i miss him so much"
and "快要去见我爸了，好想他" (nothing says he died), "if this doesn't work out i'm done, i mean
permanently done" ("done" ends relationships and jobs too). The look-alikes after the marked line
were written after the rules, from the rules' own words, and were checked, not first tries.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "the voices keep telling me to jump and i think i'm going to listen this time",
    '脑子里有个声音一直叫我去跳楼，我快控制不住了',
    '耳边总有人说让我去死，今晚我想照做',
    "the voice says i should cut my wrists and tonight i'm going to do what it says",
    "god told me it's time to come home and i'm ready to go",
    '那个声音又来了，叫我从窗户跳下去，这次我想听它的',
    "heard them again telling me to end it, i can't fight it anymore",
    'set a date. two weeks from now. just tying up loose ends until then',
    '日子定好了，这两周把该交代的交代完',
    'picked the day. paying off my debts and saying my goodbyes till then',
    '时间我已经定了，在那之前把猫和存款都安排好',
    '再见了这个世界，我累了',
]

MEDIUM: list[str | list[str]] = [
    "i hear a voice telling me to hurt myself and it's getting louder",
    '有个声音一直在我脑子里说我该死',
    'the voices say everyone would be better off if i killed myself',
    "can't do this anymore. goodbye",
    "i'm so tired of fighting. goodbye everyone",
    '撑不下去了，再见',
    '如果这次考不上，我就彻底结束',
    "if she leaves me i'm ending it, for good",
    '要是这次再失败，我就不活了',
    "i'll be with my mom in heaven soon, i can feel it",
    "what's the tallest building in my city that has roof access",
    '我们市哪栋楼最高，能上天台的',
    "which bridge around here is high enough that you wouldn't survive the fall",
    '撑不下去了，再见了',
]

NONE: list[str | list[str]] = [
    'the voice in my head is telling me to eat the whole cake lol',
    'my coach kept telling me to jump higher, my legs are dead',
    '脑子里有个声音一直说别放弃，坚持住',
    '妈妈一直叫我早点睡，我决定今晚听她的',
    'the voice of reason told me to go home early and i listened',
    "came home from church, god told me it's time to forgive my brother",
    'gps voice told me to turn left into a lake lmao',
    '老师叫我们跳远，我跳了三米',
    'set a date for the wedding! two weeks of tying up loose ends until then',
    '日子定好了，下个月十号搬家，这两周把该交代的工作交代完',
    'picked the day for my retirement party, saying my goodbyes to the team till then',
    '休产假的时间定了，在那之前把手上的项目都交接好',
    "can't do this anymore, this diet is killing me. goodbye carbs, hello pizza",
    'so tired of this city. goodbye nyc, hello la!',
    '受够了这份工作，再见了老板',
    "if this doesn't work out i'm done with dating, permanently done",
    '如果这次考不上，我就彻底放弃考研，去找工作',
    "if she leaves me i'm ending it with the band too, for good",
    "gonna see my dad again soon, he's coming home from deployment next week",
    '快要去见我爸了，他在深圳上班，我放假去看他',
    "i'll be with my mom for christmas soon, so excited",
    'my grandma passed last year, going to visit her grave soon, i miss her',
    "what's the tallest building in my city with a rooftop bar",
    '我们市哪栋楼最高，想去拍夜景',
    'which bridge around here is the best for watching the sunset',
    '好了，我去吃饭了，再见了',
    '直播就到这里，再见了大家',
    '再见了我的大学，四年过得真快',
    '立定跳远测试，我跳了两米一',
    '体育课跳高，我跳过了一米五',
    '跳绳一分钟跳了一百八十个，累死了',
    # written after the rules, from their words (checked, not first tries)
    "homework is killing me, can't do this anymore. bye",
    "if this job doesn't work out i'm out of this city for good",
    "if he cheats again i'm done, forever",
    "如果明天还这么热，我就不活了",
    "如果这次比赛输了，我就结束职业生涯",
    "哪栋楼最高，能上天台看夜景的",
    "tallest building downtown with roof access for photos",
    "voices in the crowd were screaming at me to jump",
    "my squad on voice chat kept telling me to jump off the cliff in the game",
    "广播里的声音让我跳下去，是跳伞教练",
    "i'll see grandma again in heaven one day",
    "we set a date! the wedding is in june",
    "出国的时间定了，在那之前把猫和存款都安排好",
]

(
    test_stop31_voices_dates_and_goodbyes_are_high,
    test_stop31_ideation_reaches_medium,
    test_stop31_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
