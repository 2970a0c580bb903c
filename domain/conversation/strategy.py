"""The strategy decision engine's values (spec 004 §4.2) and when to regenerate (ADR 0043).

A strategy is generated in round 1 of an ``ai_say`` / ``ai_ask`` that enables it, and again only
when the user's understanding changes sharply: the last step between two rounds is a jump of at
least ``SHARP_JUMP`` points either way, or it reverses the step before it and both steps moved at
least ``REVERSAL_STEP`` points. Only the last step counts, so one change regenerates once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic.alias_generators import to_camel

HISTORY_WINDOW = 20  # messages, i.e. about the last 10 rounds (spec: the last 10-20 turns)
SHARP_JUMP = 25
REVERSAL_STEP = 10
StrategySource = Literal["llm", "static_fallback"]


class _Value(BaseModel):
    """Immutable, camelCase on the wire (the spec's field names), snake_case in Python."""

    model_config = ConfigDict(frozen=True, populate_by_name=True, alias_generator=to_camel)


PROFILE_VARIABLES: dict[str, tuple[str, ...]] = {
    "education_level": ("educationLevel", "education_level", "教育背景", "教育程度"),
    "age": ("age", "年龄"),
    "psychology_knowledge": ("psychologyKnowledge", "psychology_knowledge", "心理学知识"),
    "learning_style": ("learningStyle", "learning_style", "学习风格", "学习偏好"),
    "current_emotion": ("currentEmotion", "current_emotion", "当前情绪", "情绪"),
    "cognitive_ability": ("cognitiveAbility", "cognitive_ability", "认知能力"),
}


class UserProfile(_Value):
    """The user-profile variables a strategy is tailored to, as the script wrote them."""

    education_level: str | None = None
    age: str | None = None
    psychology_knowledge: str | None = None
    learning_style: str | None = None
    current_emotion: str | None = None
    cognitive_ability: str | None = None

    @classmethod
    def from_variables(cls, variables: Mapping[str, Any]) -> UserProfile:
        """Pick the predefined names, English or the Chinese script names, from the variables."""
        found = {
            field: _first_present(variables, names) for field, names in PROFILE_VARIABLES.items()
        }
        return cls(**{field: str(value) for field, value in found.items() if value is not None})


def _first_present(variables: Mapping[str, Any], names: tuple[str, ...]) -> Any:
    return next((variables[name] for name in names if variables.get(name) not in (None, "")), None)


class ConversationTurn(_Value):
    role: str
    content: str


class CurrentSituation(_Value):
    topic_description: str = ""
    current_phase: str = ""
    progress_summary: str = ""
    understanding_trend: str = ""


class ActionConfig(_Value):
    action_type: str
    subtype: str | None = None
    max_rounds: int
    exit_criteria: dict[str, Any] = Field(default_factory=dict)


class StrategyContext(_Value):
    """Everything a strategy decision reads (spec 004 §4.2.2)."""

    user_profile: UserProfile = Field(default_factory=UserProfile)
    conversation_history: tuple[ConversationTurn, ...] = ()
    current_situation: CurrentSituation = Field(default_factory=CurrentSituation)
    action_config: ActionConfig

    @field_validator("conversation_history")
    @classmethod
    def _recent_only(cls, turns: tuple[ConversationTurn, ...]) -> tuple[ConversationTurn, ...]:
        return turns[-HISTORY_WINDOW:]


class StrategyReasoning(_Value):
    user_state_analysis: str
    key_considerations: tuple[str, ...]
    strategy_rationale: str


class StrategyRecommendation(_Value):
    """A natural-language strategy for the main-line prompt, and why (spec 004 §4.2.3)."""

    strategy_prompt: str = Field(min_length=1)
    reasoning: StrategyReasoning


STATIC_STRATEGY_PROMPT = """【沟通策略建议】（静态默认策略）
1. 语言风格：温和、口语化、句子简短，少用专业术语。
2. 例子类型：贴近日常生活的具体例子。
3. 共鸣策略：先确认和接纳对方的感受，再回到话题。
4. 引导方式：一次只问一个开放式问题，不催促、不评判。"""


def static_strategy(reason: str | None) -> StrategyRecommendation:
    """The reviewed default strategy, used when no strategy could be generated."""
    return StrategyRecommendation(
        strategy_prompt=STATIC_STRATEGY_PROMPT,
        reasoning=StrategyReasoning(
            user_state_analysis="未能生成个性化策略，未做用户状态分析。",
            key_considerations=(f"策略生成失败：{reason or '原因未知'}",),
            strategy_rationale="使用适用于所有用户的静态默认策略（spec 004 §5.2）。",
        ),
    )


def understanding_trend_changed(levels: Sequence[int]) -> bool:
    """Whether the last round changed the understanding trend sharply (module docstring)."""
    if len(levels) < 2:
        return False
    last = levels[-1] - levels[-2]
    if abs(last) >= SHARP_JUMP:
        return True
    if len(levels) < 3:
        return False
    before = levels[-2] - levels[-3]
    return before * last < 0 and min(abs(before), abs(last)) >= REVERSAL_STEP


def needs_strategy(current_prompt: str | None, levels: Sequence[int]) -> bool:
    """Generate in the first round (no strategy yet), regenerate on a sharp trend change."""
    return current_prompt is None or understanding_trend_changed(levels)


def describe_trend(levels: Sequence[int]) -> str:
    """The understanding trend in words, for the prompt's situation block."""
    if not levels:
        return "暂无理解度数据"
    if len(levels) == 1:
        return f"首次评估理解度 {levels[0]}"
    step = levels[-1] - levels[-2]
    direction = "上升" if step > 0 else "下降" if step < 0 else "持平"
    trail = " → ".join(str(level) for level in levels[-4:])
    return f"理解度{direction}（{trail}）"
