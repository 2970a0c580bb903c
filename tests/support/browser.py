"""What browser tests share beyond launching Chromium: whether Chinese text renders with a real
font on the page under test (glyphs that differ from each other and from a missing glyph's box)."""

from __future__ import annotations

from typing import Any

GLYPHS_DIFFER = """() => {
  const font = getComputedStyle(document.body).font;
  const pixels = (text) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64; canvas.height = 64;
    const ctx = canvas.getContext("2d");
    ctx.font = font.replace(/\\d+px/, "40px");
    ctx.fillText(text, 4, 48);
    return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(",");
  };
  return pixels("讲") !== pixels("解") && pixels("讲") !== pixels("\\u{10FFFD}");
}"""


def chinese_renders(page: Any) -> bool:
    """True when two Chinese characters draw differently in the page's body font."""
    return bool(page.evaluate(GLYPHS_DIFFER))
