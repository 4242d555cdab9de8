//! A line chart in SVG, written by hand: positions searched against depth, on a log scale, one
//! line per algorithm. On a log scale a cost that grows as `b^d` is a straight line whose slope
//! is `log b`, so that alpha-beta's square root shows as half the slope of minimax.

use std::fmt::Write;

/// A chart: a title and its series.
pub struct Chart {
    /// The title, at the top.
    pub title: String,
    /// The lines, drawn in order (the legend lists them in the same order).
    pub series: Vec<Series>,
}

/// One line of a chart: `(depth, nodes)` points.
pub struct Series {
    /// The name in the legend.
    pub name: String,
    /// The points, by increasing depth.
    pub points: Vec<(u32, u64)>,
}

/// The colours of the series, in order (colour-blind-safe, from the Okabe-Ito palette).
const COLOURS: [&str; 6] = [
    "#d55e00", "#e69f00", "#009e73", "#0072b2", "#cc79a7", "#56b4e9",
];

const WIDTH: f64 = 820.0;
const HEIGHT: f64 = 460.0;
const LEFT: f64 = 78.0;
const RIGHT: f64 = 262.0;
const TOP: f64 = 56.0;
const BOTTOM: f64 = 58.0;

impl Chart {
    /// The chart as an SVG document: x the depth, y the nodes on a log scale with a gridline and
    /// a label at each power of ten, a polyline with markers per series, a legend on the right.
    pub fn svg(&self) -> String {
        let points = self.series.iter().flat_map(|s| &s.points);
        let (mut d0, mut d1) = (u32::MAX, 0);
        let (mut lowest, mut highest) = (u64::MAX, 1);
        for &(depth, nodes) in points {
            d0 = d0.min(depth);
            d1 = d1.max(depth);
            lowest = lowest.min(nodes.max(1));
            highest = highest.max(nodes);
        }
        if d0 > d1 {
            (d0, d1, lowest) = (1, 1, 1);
        }
        let (x0, x1) = (f64::from(d0) - 0.25, f64::from(d1) + 0.25);
        let e0 = (lowest as f64).log10().floor() as i32;
        let e1 = ((highest as f64).log10().ceil() as i32).max(e0 + 1);
        let plot_w = WIDTH - LEFT - RIGHT;
        let plot_h = HEIGHT - TOP - BOTTOM;
        let x = |depth: f64| LEFT + (depth - x0) / (x1 - x0) * plot_w;
        let y = |nodes: f64| {
            TOP + plot_h - (nodes.max(1.0).log10() - f64::from(e0)) / f64::from(e1 - e0) * plot_h
        };

        let mut svg = String::new();
        let _ = writeln!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="Helvetica, Arial, sans-serif" font-size="13">"#
        );
        let _ = writeln!(
            svg,
            r##"<rect width="100%" height="100%" fill="#ffffff"/>"##
        );
        let _ = writeln!(
            svg,
            r##"<text x="{}" y="30" text-anchor="middle" font-size="16" font-weight="bold" fill="#222">{}</text>"##,
            LEFT + plot_w / 2.0,
            escape(&self.title)
        );
        // Gridlines: every power of ten labelled, the multiples in between faint.
        for exponent in e0..=e1 {
            let at = y(10f64.powi(exponent));
            let _ = writeln!(
                svg,
                r##"<line x1="{LEFT}" y1="{at:.1}" x2="{:.1}" y2="{at:.1}" stroke="#c8c8c8" stroke-width="1"/>"##,
                LEFT + plot_w
            );
            let _ = writeln!(
                svg,
                r##"<text x="{:.1}" y="{:.1}" text-anchor="end" fill="#444">{}</text>"##,
                LEFT - 8.0,
                at + 4.5,
                power_label(exponent)
            );
            if exponent < e1 {
                for multiple in 2..=9 {
                    let at = y(f64::from(multiple) * 10f64.powi(exponent));
                    let _ = writeln!(
                        svg,
                        r##"<line x1="{LEFT}" y1="{at:.1}" x2="{:.1}" y2="{at:.1}" stroke="#eeeeee" stroke-width="1"/>"##,
                        LEFT + plot_w
                    );
                }
            }
        }
        for depth in d0..=d1 {
            let at = x(f64::from(depth));
            let _ = writeln!(
                svg,
                r##"<line x1="{at:.1}" y1="{TOP}" x2="{at:.1}" y2="{:.1}" stroke="#f2f2f2" stroke-width="1"/>"##,
                TOP + plot_h
            );
            let _ = writeln!(
                svg,
                r##"<text x="{at:.1}" y="{:.1}" text-anchor="middle" fill="#444">{depth}</text>"##,
                TOP + plot_h + 20.0
            );
        }
        let _ = writeln!(
            svg,
            r##"<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" fill="none" stroke="#666" stroke-width="1"/>"##
        );
        let _ = writeln!(
            svg,
            r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" fill="#222">depth (plies)</text>"##,
            LEFT + plot_w / 2.0,
            HEIGHT - 16.0
        );
        let _ = writeln!(
            svg,
            r##"<text transform="translate(20 {:.1}) rotate(-90)" text-anchor="middle" fill="#222">positions searched (log scale)</text>"##,
            TOP + plot_h / 2.0
        );
        // The series and the legend.
        for (index, series) in self.series.iter().enumerate() {
            let colour = COLOURS[index % COLOURS.len()];
            let line: Vec<String> = series
                .points
                .iter()
                .map(|&(d, n)| format!("{:.1},{:.1}", x(f64::from(d)), y(n as f64)))
                .collect();
            if line.len() > 1 {
                let _ = writeln!(
                    svg,
                    r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2.5" stroke-linejoin="round"/>"#,
                    line.join(" ")
                );
            }
            for &(d, n) in &series.points {
                let _ = writeln!(
                    svg,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="4" fill="{colour}" stroke="#ffffff" stroke-width="1.5"><title>{}: {n} positions at depth {d}</title></circle>"##,
                    x(f64::from(d)),
                    y(n as f64),
                    escape(&series.name)
                );
            }
            let ly = TOP + 14.0 + index as f64 * 24.0;
            let lx = LEFT + plot_w + 18.0;
            let _ = writeln!(
                svg,
                r#"<line x1="{lx}" y1="{ly}" x2="{}" y2="{ly}" stroke="{colour}" stroke-width="2.5"/>"#,
                lx + 26.0
            );
            let _ = writeln!(
                svg,
                r##"<circle cx="{}" cy="{ly}" r="4" fill="{colour}" stroke="#ffffff" stroke-width="1.5"/>"##,
                lx + 13.0
            );
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" fill="#222">{}</text>"##,
                lx + 34.0,
                ly + 4.5,
                escape(&series.name)
            );
        }
        svg.push_str("</svg>\n");
        svg
    }
}

/// `1`, `10`, `100`, `1k`, ... `100M`, `1G`, then `10^12`.
fn power_label(exponent: i32) -> String {
    const SUFFIXES: [(i32, &str); 3] = [(9, "G"), (6, "M"), (3, "k")];
    if !(0..12).contains(&exponent) {
        return format!("10^{exponent}");
    }
    for (power, suffix) in SUFFIXES {
        if exponent >= power {
            return format!("{}{suffix}", 10u64.pow((exponent - power) as u32));
        }
    }
    10u64.pow(exponent as u32).to_string()
}

/// Text made safe for SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decades_are_labelled() {
        let labels: Vec<String> = (0..=10).map(power_label).collect();
        assert_eq!(
            labels,
            [
                "1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G", "10G"
            ]
        );
    }

    #[test]
    fn a_chart_has_a_line_and_a_legend_per_series() {
        let chart = Chart {
            title: "a < b".into(),
            series: vec![
                Series {
                    name: "minimax".into(),
                    points: vec![(1, 7), (2, 56), (3, 399)],
                },
                Series {
                    name: "alphabeta".into(),
                    points: vec![(1, 7), (2, 20), (3, 60)],
                },
            ],
        };
        let svg = chart.svg();
        assert!(svg.starts_with("<svg "));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert!(svg.contains(">minimax</text>") && svg.contains(">alphabeta</text>"));
        assert!(svg.contains(">1k</text>"), "the top decade above 399");
        assert!(svg.contains("a &lt; b"));
    }
}
