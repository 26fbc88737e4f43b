"""Server-drawn SVG charts of the insight report, for the console's insights page.

Plain SVG markup for inline use: no script, no image request, nothing the console's
Content-Security-Policy has to allow (colours come from ``console.css`` classes). Every
text is escaped here (the console marks the result safe), and each chart has a
``<title>`` and ``<desc>`` for screen readers; the page also shows the numbers as a table.
"""

from __future__ import annotations

from html import escape

from support_memory.insights.report import InsightReport

_WIDTH = 720
_ACTIVITY_HEIGHT = 180
_PLOT_TOP = 12
_PLOT_BOTTOM = 28  # room for the date labels
_LEFT = 36  # room for the axis numbers
_ROW = 26  # one success-rate bar
_LABEL = 300  # room for the step on the left of the bars


def activity_chart(report: InsightReport) -> str:
    """Incidents per day (or week): one bar each; a bucket under k is drawn as a hatched
    stub labelled "<k" instead of its number."""
    buckets = report.timeline
    top = max((b.incidents or 0 for b in buckets), default=0) or 1
    plot_height = _ACTIVITY_HEIGHT - _PLOT_TOP - _PLOT_BOTTOM
    step = (_WIDTH - _LEFT) / max(len(buckets), 1)
    parts = [
        f'<svg class="chart" viewBox="0 0 {_WIDTH} {_ACTIVITY_HEIGHT}" role="img" '
        'aria-labelledby="activity-title activity-desc">',
        f'<title id="activity-title">Incidents per {escape(report.bucket)}</title>',
        f'<desc id="activity-desc">{escape(_activity_summary(report))}</desc>',
        f'<line class="axis" x1="{_LEFT}" y1="{_PLOT_TOP + plot_height}" x2="{_WIDTH}" '
        f'y2="{_PLOT_TOP + plot_height}"/>',
        f'<text class="tick" x="{_LEFT - 6}" y="{_PLOT_TOP + 10}" text-anchor="end">{top}</text>',
        f'<text class="tick" x="{_LEFT - 6}" y="{_PLOT_TOP + plot_height}" '
        'text-anchor="end">0</text>',
    ]
    for index, bucket in enumerate(buckets):
        x = _LEFT + index * step + step * 0.15
        width = max(step * 0.7, 1.0)
        label = f"{bucket.start}: {_count(bucket.incidents, report.min_customers)}"
        if bucket.incidents is None:
            height = plot_height * 0.06
            css = "bar suppressed"
        else:
            height = plot_height * bucket.incidents / top
            css = "bar"
        y = _PLOT_TOP + plot_height - height
        parts.append(
            f'<rect class="{css}" x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" '
            f'height="{height:.1f}"><title>{escape(label)}</title></rect>'
        )
    for index in sorted({0, len(buckets) - 1}) if buckets else []:
        x = _LEFT + index * step + step / 2
        anchor = "start" if index == 0 else "end"
        parts.append(
            f'<text class="tick" x="{x:.1f}" y="{_ACTIVITY_HEIGHT - 8}" '
            f'text-anchor="{anchor}">{escape(buckets[index].start)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def success_chart(report: InsightReport) -> str:
    """Each signature as a heading row, then one bar per step: the share of customers it
    worked for, and the counts as text ("6 of 8 (75%)")."""
    rows = sum(1 + len(stats.steps) for stats in report.signatures)
    height = _ROW * max(rows, 1) + 8
    parts = [
        f'<svg class="chart" viewBox="0 0 {_WIDTH} {height}" role="img" '
        'aria-labelledby="rates-title rates-desc">',
        '<title id="rates-title">Fix success rates</title>',
        '<desc id="rates-desc">For each incident signature, the share of customers each '
        "step resolved it for.</desc>",
    ]
    room = _WIDTH - _LABEL - 130
    y = 4
    for stats in report.signatures:
        heading = (
            f"{stats.incident} ({stats.product or 'any product'}, {stats.customers} customers)"
        )
        parts.append(f'<text class="heading" x="8" y="{y + 16}">{escape(_cut(heading, 90))}</text>')
        y += _ROW
        for step in stats.steps:
            counts = f"{step.worked} of {step.tried} ({step.success_rate:.0%})"
            parts += [
                f'<text class="label" x="20" y="{y + 16}"><title>{escape(step.step)}</title>'
                f"{escape(_cut(step.step, 40))}</text>",
                f'<rect class="track" x="{_LABEL}" y="{y + 4}" width="{room}" height="16"/>',
                f'<rect class="bar ok" x="{_LABEL}" y="{y + 4}" '
                f'width="{room * step.success_rate:.1f}" height="16"/>',
                f'<text class="value" x="{_LABEL + room + 8}" y="{y + 16}">{escape(counts)}</text>',
            ]
            y += _ROW
    parts.append("</svg>")
    return "".join(parts)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _count(value: int | None, min_customers: int) -> str:
    return f"fewer than {min_customers}" if value is None else str(value)


def _activity_summary(report: InsightReport) -> str:
    shown = [b.incidents for b in report.timeline if b.incidents]
    return (
        f"{sum(shown)} incidents in {len(report.timeline)} {report.bucket}s from "
        f"{report.since[:10]}; buckets under {report.min_customers} are not counted."
    )
