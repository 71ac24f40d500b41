/* global URL, console, Buffer */
// Draws the heroes' product scenes (public/images/scene-*.svg) in one visual system: a phone in the brand's ink on
// a soft fern-to-ocean panel, its screen showing one Fernwise app view, and one or two floating cards beside it.
// Every word and figure drawn here must be in the page's alt text (pages/*.yaml, the hero's image.alt).
// Run: node design/draw-hero-scenes.mjs (writes the files; prints each one's size).
import { writeFileSync } from 'node:fs';

// The theme's palette (src/core/theme.ts): an image file cannot read the page's CSS variables.
const C = {
  ink: '#13251c',
  page: '#fbfdfc',
  white: '#fff',
  f0: '#e9f8f0',
  f1: '#d5eee1',
  f2: '#a9dcc2',
  f4: '#52b884',
  f6: '#27a267',
  f7: '#178a55',
  f8: '#0b6e43',
  f9: '#005a35',
  f10: '#00422a',
  o0: '#e6f4fb',
  o1: '#d0e6f2',
  o7: '#0d6dab',
  g2: '#ffdd9b',
  g3: '#ffca64',
  g8: '#8f5b00',
  c7: '#dc3614',
  s1: '#e3e7ec',
  s2: '#c4cdd8',
  s7: '#576f91',
  s8: '#4b6283',
};

const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const n = (v) => Math.round(v * 10) / 10;

/** Text: size, weight, colour, anchor. */
function t(x, y, str, { s = 10, w = 500, c = C.ink, a } = {}) {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${s}"${w === 400 ? '' : ` font-weight="${w}"`} fill="${c}"${a ? ` text-anchor="${a}"` : ''}>${esc(str)}</text>`;
}
const r = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx, cy, rr, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${rr}" fill="${fill}"${extra}/>`;
const path = (d, stroke, sw = 2, extra = '') =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round" fill="none"${extra}/>`;
const tick = (x, y, c = C.white, sw = 2) => path(`M${x - 3.5} ${y}l2.5 2.5 4.5-5`, c, sw);

/**
 * A white card floating beside the phone, with the shared shadow: on the left ('l') it ends over the phone's frame,
 * on the right ('r') it starts over it, so neither hides the screen's content.
 */
function float(side, y, w, chipFill, chipInner, label, value, { vc = C.ink, vs = 12 } = {}) {
  const x = side === 'l' ? 174 - w : 472 - w;
  const cx = x + 24;
  const cy = y + 26;
  return (
    `<g filter="url(#sh)">${r(x, y, w, 52, 14, C.white)}</g>` +
    circle(cx, cy, 13, chipFill) +
    chipInner(cx, cy) +
    t(x + 44, y + 21, label, { s: 9, c: C.s8 }) +
    t(x + 44, y + 38, value, { s: vs, w: 800, c: vc })
  );
}
/** Chip contents, drawn around the chip's centre. */
const up = (c) => (x, y) => path(`M${x} ${y + 6}v-12m-5 5l5-5 5 5`, c, 2);
const down = (c) => (x, y) => path(`M${x} ${y - 6}v12m-5-5l5 5 5-5`, c, 2);
const ok = (c) => (x, y) => tick(x, y, c);
const glyph =
  (str, c, s = 11) =>
  (x, y) =>
    t(x, y + s * 0.36, str, { s, w: 800, c, a: 'middle' });
const cardIcon = (c) => (x, y) => r(x - 8, y - 5.5, 16, 11, 2, c);
const calIcon = (c, bg) => (x, y) => r(x - 7, y - 6, 14, 13, 2, c) + r(x - 7, y - 6, 14, 4, 0, bg);
const lock = (c) => (x, y) => r(x - 6, y - 1, 12, 9, 2, c) + path(`M${x - 4} ${y - 1}v-3a4 4 0 0 1 8 0v3`, c, 1.8);
/** An on/off switch. */
function toggle(x, y, on) {
  return r(x, y, 26, 15, 7.5, on ? C.f7 : C.s2) + circle(on ? x + 18.5 : x + 7.5, y + 7.5, 5.5, C.white);
}
/** A list row on the screen: label left, value right, a hairline under it. */
function row(y, label, value, { vc = C.ink, sub, dot = C.f1, icon = '' } = {}) {
  return (
    circle(190, y - 3, 9, dot) +
    icon +
    t(205, sub ? y - 5 : y, label, { s: 9.5, w: 600 }) +
    (sub ? t(205, y + 7, sub, { s: 8, c: C.s7 }) : '') +
    t(322, y, value, { s: 9.5, w: 700, c: vc, a: 'end' }) +
    r(182, y + 13, 140, 0.8, 0, C.s1)
  );
}

/** The whole drawing: panel, phone, screen content, floating cards. */
function scene({ screen, floats = '', tint = C.o0 }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" fill="none" font-family="Inter,system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.f1}"/><stop offset="1" stop-color="${tint}"/></linearGradient>
<filter id="sh" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="8" stdDeviation="9" flood-color="${C.f10}" flood-opacity=".16"/></filter>
<linearGradient id="fd" x2="0" y2="1"><stop offset=".87" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="m"><rect width="480" height="360" fill="url(#fd)"/></mask>
<clipPath id="sc"><rect x="170" y="28" width="164" height="340" rx="25"/></clipPath></defs>
<g mask="url(#m)">${r(28, 52, 424, 330, 44, 'url(#bg)')}
<g filter="url(#sh)">${r(160, 18, 184, 370, 33, C.ink)}</g>
<g clip-path="url(#sc)">${r(170, 28, 164, 340, 0, C.page)}
${r(228, 35, 48, 13, 6.5, C.ink)}
${screen}</g>
${floats}</g>
</svg>
`;
}

/** The screen's title bar: a back chevron or avatar, and a title. */
function header(title, { avatar } = {}) {
  return (
    (avatar
      ? circle(191, 70, 9, C.f2) + t(191, 73, avatar, { s: 8, w: 700, c: C.f10, a: 'middle' })
      : path('M192 65l-5 5 5 5', C.ink, 2)) + t(avatar ? 206 : 200, 73.5, title, { s: 11, w: 700 })
  );
}

/** A primary button across the screen. */
const button = (y, label) =>
  r(182, y, 140, 28, 14, C.f8) + t(252, y + 18, label, { s: 10, w: 700, c: C.white, a: 'middle' });

const scenes = {};

// Home: the money overview.
scenes['scene-home'] = scene({
  screen:
    header('Hi, Maya', { avatar: 'M' }) +
    r(182, 88, 140, 96, 16, C.f8) +
    t(194, 107, 'Total balance', { s: 8.5, c: C.f2 }) +
    t(194, 128, '$24,380.52', { s: 19, w: 800, c: C.white }) +
    `<path d="M182 176 L204 168 L226 171 L248 158 L270 160 L292 146 L322 138 V184 H182Z" fill="${C.f7}"/>` +
    path('M182 176 L204 168 L226 171 L248 158 L270 160 L292 146 L322 138', C.f2, 2) +
    circle(292, 146, 3.5, C.white) +
    row(212, 'Savings', '$12,040.00', { sub: '4.50% APY', dot: C.f1 }) +
    row(246, 'Checking', '$3,215.40', { dot: C.o1 }) +
    row(280, 'Investing', '$9,125.12', { dot: C.g2 }) +
    row(314, 'Credit score', '742', { dot: C.f0, vc: C.f8 }),
  floats:
    float('l', 96, 150, C.f0, up(C.f8), 'Interest this month', '+$45.12', { vc: C.f8, vs: 13 }) +
    float('r', 218, 128, C.f8, ok(C.white), 'Auto-save', '$50 weekly'),
});

// Banking: a transfer sheet.
scenes['scene-banking'] = scene({
  tint: C.o1,
  screen:
    header('Send money') +
    circle(252, 112, 20, C.o1) +
    t(252, 117, 'AK', { s: 12, w: 700, c: C.o7, a: 'middle' }) +
    t(252, 148, 'To Alex Kim', { s: 10, w: 600, a: 'middle' }) +
    t(252, 184, '$250.00', { s: 26, w: 800, a: 'middle' }) +
    r(182, 200, 140, 56, 12, C.f0) +
    t(192, 218, 'From', { s: 9, w: 600 }) +
    t(312, 218, 'Checking', { s: 9, c: C.s7, a: 'end' }) +
    r(192, 226, 120, 0.8, 0, C.f2) +
    t(192, 244, 'Arrives', { s: 9, w: 600 }) +
    t(312, 244, 'Today, free', { s: 9, w: 700, c: C.f8, a: 'end' }) +
    button(272, 'Send $250.00') +
    t(252, 322, 'No fee on transfers', { s: 8.5, c: C.s7, a: 'middle' }),
  floats:
    float('l', 88, 150, C.f8, down(C.white), 'Paid 2 days early', '+$2,480.00', { vc: C.f8, vs: 13 }) +
    float('r', 196, 128, C.f0, glyph('%', C.f8), 'Savings', '4.20% APY'),
});

// Cash management: a savings goal filling up.
{
  const R = 42;
  const len = 2 * Math.PI * R;
  scenes['scene-cash'] = scene({
    screen:
      header('Emergency fund') +
      circle(252, 140, R, 'none', ` stroke="${C.f1}" stroke-width="12"`) +
      circle(
        252,
        140,
        R,
        'none',
        ` stroke="${C.f7}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${n(len * 0.62)} ${n(len)}" transform="rotate(-90 252 140)"`,
      ) +
      t(252, 140, '$6,200', { s: 16, w: 800, a: 'middle' }) +
      t(252, 155, 'of $10,000', { s: 8.5, c: C.s7, a: 'middle' }) +
      t(252, 206, '62% of your goal', { s: 10, w: 700, c: C.f8, a: 'middle' }) +
      row(238, 'Round-ups', '+$1.80', { vc: C.f8 }) +
      row(272, 'Auto-save', '+$50.00', { vc: C.f8 }) +
      row(306, 'Interest', '+$23.61', { vc: C.f8, dot: C.g2 }),
    floats:
      float('l', 82, 146, C.f8, glyph('%', C.white), 'On every dollar', '4.60% APY', { vc: C.f8, vs: 13 }) +
      float('r', 206, 134, C.o1, cardIcon(C.o7), 'Rent paid', '−$1,450.00'),
  });
}

// Credit cards: a card with its controls.
scenes['scene-cards'] = scene({
  tint: C.g2,
  screen:
    header('Your card') +
    `<linearGradient id="cd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.f7}"/><stop offset="1" stop-color="${C.f10}"/></linearGradient>` +
    r(182, 86, 140, 86, 12, 'url(#cd)') +
    t(192, 104, 'Fernwise Rewards', { s: 9, w: 700, c: C.white }) +
    r(192, 116, 18, 13, 3, C.g3) +
    t(192, 160, '•••• 4821', { s: 10, w: 600, c: C.f1 }) +
    circle(300, 156, 7, C.g3, ' opacity=".9"') +
    circle(290, 156, 7, C.f2, ' opacity=".8"') +
    t(182, 196, 'Card controls', { s: 9, w: 700, c: C.s7 }) +
    t(182, 222, 'Lock card', { s: 9.5, w: 600 }) +
    toggle(296, 212, false) +
    r(182, 232, 140, 0.8, 0, C.s1) +
    t(182, 252, 'Online purchases', { s: 9.5, w: 600 }) +
    toggle(296, 242, true) +
    r(182, 262, 140, 0.8, 0, C.s1) +
    t(182, 282, 'Use abroad', { s: 9.5, w: 600 }) +
    toggle(296, 272, true) +
    r(182, 292, 140, 0.8, 0, C.s1) +
    t(182, 312, 'Monthly limit', { s: 9.5, w: 600 }) +
    t(322, 312, '$1,500', { s: 9.5, w: 700, c: C.f8, a: 'end' }),
  floats:
    float('l', 92, 146, C.g2, glyph('$', C.g8), '2% cash back', '+$3.40', { vc: C.f8, vs: 13 }) +
    float('r', 206, 132, C.f0, lock(C.f8), 'Lock or unlock', 'in one tap'),
});

// Investing: a portfolio with its allocation.
scenes['scene-investing'] = scene({
  tint: C.o0,
  screen:
    header('Portfolio') +
    t(182, 104, '$18,240.10', { s: 20, w: 800 }) +
    t(182, 120, '+$912.40 (5.2%) this year', { s: 9, w: 700, c: C.f8 }) +
    `<path d="M182 190 L196 184 L210 187 L224 176 L238 179 L252 166 L266 170 L280 156 L294 160 L308 146 L322 140 V206 H182Z" fill="${C.f0}"/>` +
    path(
      'M182 190 L196 184 L210 187 L224 176 L238 179 L252 166 L266 170 L280 156 L294 160 L308 146 L322 140',
      C.f7,
      2.2,
    ) +
    circle(322, 140, 3.5, C.f7) +
    t(182, 228, 'Balanced portfolio', { s: 9, w: 700, c: C.s7 }) +
    r(182, 236, 84, 8, 4, C.f8) +
    r(268, 236, 40, 8, 4, C.o7) +
    r(310, 236, 12, 8, 4, C.g3) +
    row(268, 'Stocks', '60%', { dot: C.f8 }) +
    row(298, 'Bonds', '30%', { dot: C.o7 }) +
    row(328, 'Cash', '10%', { dot: C.g3 }),
  floats:
    float(
      'l',
      90,
      146,
      C.f8,
      (x, y) => path(`M${x - 6} ${y + 4}l4-4 3 3 6-6`, C.white, 2),
      'Recurring buy',
      '$25 weekly',
    ) + float('r', 214, 140, C.g2, glyph('$1', C.g8, 9), 'Fractional shares', 'from $1'),
});

// Loans: an offer with its term and payment.
{
  const P = 15000;
  const i = 0.0599 / 12;
  const pay = (P * i) / (1 - (1 + i) ** -36);
  const payText = `$${pay.toFixed(2)}`;
  scenes['scene-loans'] = scene({
    tint: C.o1,
    screen:
      header('Your loan offer') +
      t(182, 106, 'Personal loan', { s: 9, w: 600, c: C.s7 }) +
      t(182, 132, '$15,000', { s: 24, w: 800 }) +
      r(182, 144, 88, 20, 10, C.f0) +
      t(226, 157.5, '5.99% APR fixed', { s: 9, w: 700, c: C.f8, a: 'middle' }) +
      t(182, 190, 'Term', { s: 9, w: 600, c: C.s7 }) +
      t(322, 190, '36 months', { s: 9.5, w: 700, a: 'end' }) +
      r(182, 200, 140, 6, 3, C.s1) +
      r(182, 200, 70, 6, 3, C.f7) +
      circle(252, 203, 8, C.white, ` stroke="${C.f7}" stroke-width="3"`) +
      r(182, 222, 140, 48, 12, C.f0) +
      t(192, 240, 'Monthly payment', { s: 9, w: 600, c: C.s8 }) +
      t(192, 259, payText, { s: 15, w: 800, c: C.f8 }) +
      button(284, 'Accept offer'),
    floats:
      float('l', 90, 150, C.f8, ok(C.white), 'Checking your rate', 'No score impact', { vs: 11 }) +
      float('r', 204, 134, C.o1, calIcon(C.o7, C.o1), 'Same payment', 'every month'),
  });
}

// Credit tools: a score dial with its factors.
{
  const R = 52;
  const cx = 252;
  const cy = 150;
  const arc = (from, to) => {
    const p = (a) => `${n(cx + R * Math.cos(a))} ${n(cy + R * Math.sin(a))}`;
    return `M${p(from)} A${R} ${R} 0 ${to - from > Math.PI ? 1 : 0} 1 ${p(to)}`;
  };
  const start = Math.PI * 0.75;
  const end = Math.PI * 2.25;
  const at = start + (end - start) * ((742 - 300) / 550);
  scenes['scene-score'] = scene({
    tint: C.g2,
    screen:
      header('Credit score') +
      path(arc(start, end), C.s1, 10) +
      path(arc(start, at), C.f7, 10) +
      circle(cx + R * Math.cos(at), cy + R * Math.sin(at), 7, C.white, ` stroke="${C.f7}" stroke-width="3"`) +
      t(cx, cy + 4, '742', { s: 26, w: 800, a: 'middle' }) +
      t(cx, cy + 20, 'Good', { s: 10, w: 700, c: C.f8, a: 'middle' }) +
      t(182, 228, 'What shapes it', { s: 9, w: 700, c: C.s7 }) +
      t(182, 248, 'On-time payments', { s: 9, w: 600 }) +
      t(322, 248, '100%', { s: 9, w: 700, c: C.f8, a: 'end' }) +
      r(182, 254, 140, 5, 2.5, C.s1) +
      r(182, 254, 140, 5, 2.5, C.f7) +
      t(182, 278, 'Credit used', { s: 9, w: 600 }) +
      t(322, 278, '8%', { s: 9, w: 700, c: C.f8, a: 'end' }) +
      r(182, 284, 140, 5, 2.5, C.s1) +
      r(182, 284, 12, 5, 2.5, C.f7) +
      t(182, 308, 'Account age', { s: 9, w: 600 }) +
      t(322, 308, '6 years', { s: 9, w: 700, c: C.ink, a: 'end' }) +
      r(182, 314, 140, 5, 2.5, C.s1) +
      r(182, 314, 84, 5, 2.5, C.g3),
    floats:
      float('l', 92, 146, C.f8, up(C.white), 'Since last month', '+12 points', { vc: C.f8, vs: 13 }) +
      float(
        'r',
        212,
        130,
        C.g2,
        (x, y) => path(`M${x - 5} ${y + 5}h10m-9-3v-4a4 4 0 0 1 8 0v4`, C.g8, 1.8),
        'Report alerts',
        'Turned on',
      ),
  });
}

// Premium: the membership and its perks.
scenes['scene-premium'] = scene({
  tint: C.g2,
  screen:
    header('Membership') +
    `<linearGradient id="el" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b3d34"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>` +
    r(182, 86, 140, 86, 12, 'url(#el)') +
    t(192, 106, 'Elite', { s: 12, w: 800, c: C.g3 }) +
    r(192, 116, 18, 13, 3, C.g3) +
    t(192, 160, 'Member since 2024', { s: 8.5, c: C.s2 }) +
    path('M306 96l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z', C.g3, 1.4) +
    t(182, 196, 'Your perks', { s: 9, w: 700, c: C.s7 }) +
    [
      ['4.60% APY on savings', 218],
      ['Unlimited ATM refunds', 246],
      ['Priority support', 274],
    ]
      .map(
        ([label, y]) =>
          circle(190, y - 3, 8, C.f8) + tick(190, y - 3, C.white, 1.8) + t(204, y, label, { s: 9.5, w: 600 }),
      )
      .join('') +
    r(182, 294, 140, 34, 10, C.g2) +
    t(192, 315, 'Free trial', { s: 9, w: 700, c: C.g8 }) +
    t(312, 315, '30 days left', { s: 9, w: 800, c: C.g8, a: 'end' }),
  floats: float('l', 90, 150, C.f8, glyph('$', C.white), 'ATM fee refunded', '+$3.50', { vc: C.f8, vs: 13 }),
});

// Business: the operating account and cash flow.
scenes['scene-business'] = scene({
  tint: C.o1,
  screen:
    header('Acme Studio', { avatar: 'A' }) +
    t(182, 104, 'Operating account', { s: 9, w: 600, c: C.s7 }) +
    t(182, 128, '$84,210.55', { s: 20, w: 800 }) +
    t(182, 150, 'Cash flow, last 6 months', { s: 8.5, c: C.s7 }) +
    [34, 46, 40, 58, 52, 70]
      .map(
        (h, k) =>
          r(184 + k * 23, 222 - h, 16, h, 4, k === 5 ? C.f7 : C.f1) +
          r(184 + k * 23, 222 - h * 0.35, 16, h * 0.35, 0, k === 5 ? C.f8 : C.f2),
      )
      .join('') +
    row(250, 'Invoice #1042', '+$2,400', { vc: C.f8, sub: 'Paid', dot: C.f0 }) +
    row(284, 'Payroll', '−$18,600', { sub: 'Nov 15', dot: C.o1 }) +
    row(318, "Sam's card", '−$86.20', { dot: C.g2 }),
  floats:
    float('l', 86, 150, C.f8, ok(C.white), 'Invoice #1042 paid', '+$2,400.00', { vc: C.f8, vs: 13 }) +
    float('r', 188, 134, C.o1, cardIcon(C.o7), 'Cards issued', '8 team cards'),
});

// Pricing: choosing a plan.
scenes['scene-pricing'] = scene({
  screen:
    header('Choose your plan') +
    [
      ['Essential', 'Free', 92, false],
      ['Premium', '$9.99/mo', 150, true],
      ['Wealth', '$29.99/mo', 208, false],
    ]
      .map(
        ([name, price, y, on]) =>
          r(182, y, 140, 48, 12, on ? C.f0 : C.white, ` stroke="${on ? C.f7 : C.s1}" stroke-width="${on ? 2 : 1}"`) +
          circle(197, y + 24, 6, on ? C.f7 : C.white, on ? '' : ` stroke="${C.s2}" stroke-width="1.5"`) +
          (on ? circle(197, y + 24, 2.5, C.white) : '') +
          t(210, y + 21, name, { s: 10, w: 700 }) +
          t(210, y + 35, price, { s: 9, w: 600, c: on ? C.f8 : C.s7 }),
      )
      .join('') +
    r(264, 177, 52, 15, 7.5, C.f8) +
    t(290, 187.5, '30 days free', { s: 7, w: 700, c: C.white, a: 'middle' }) +
    button(272, 'Start free trial') +
    t(252, 318, 'Cancel any time', { s: 8.5, c: C.s7, a: 'middle' }),
  floats: float('l', 96, 146, C.f0, glyph('$0', C.f8, 9), 'Monthly fee', 'on Essential'),
});

// Insurance: the policies in one place.
scenes['scene-insurance'] = scene({
  tint: C.o1,
  screen:
    header('Your coverage') +
    r(182, 86, 140, 92, 14, C.o7) +
    path('M202 100l10 4v8c0 6-4 10-10 12-6-2-10-6-10-12v-8z', C.o1, 1.8) +
    t(222, 108, 'Term life', { s: 10, w: 700, c: C.white }) +
    t(192, 146, '$750,000', { s: 20, w: 800, c: C.white }) +
    t(192, 164, 'coverage · $32/month', { s: 8.5, c: C.o1 }) +
    row(206, 'Renters', 'Active', { vc: C.f8, dot: C.f0 }) +
    row(240, 'Auto', 'Quote ready', { vc: C.o7, dot: C.o1 }) +
    row(274, 'Disability', 'Add', { vc: C.s7, dot: C.s1 }) +
    button(300, 'Get a quote'),
  floats: float('l', 92, 146, C.f8, ok(C.white), 'Policy active', 'Term life', { vs: 13 }),
});

// Financial planning: a plan with its milestones.
scenes['scene-planning'] = scene({
  screen:
    header('Your plan') +
    r(182, 88, 140, 58, 14, C.f8) +
    t(194, 108, 'Retirement', { s: 9, c: C.f2 }) +
    t(194, 128, 'On track', { s: 15, w: 800, c: C.white }) +
    r(194, 134, 116, 5, 2.5, C.f9) +
    r(194, 134, 90, 5, 2.5, C.f2) +
    path('M191 172V316', C.f1, 2) +
    [
      ['Emergency fund', 'Done', 172, true],
      ['Pay off card', 'March 2027', 214, false],
      ['Home deposit', '45% saved', 256, false],
      ['Retire at 62', '78% funded', 298, false],
    ]
      .map(
        ([label, sub, y, done]) =>
          circle(191, y, 7, done ? C.f7 : C.white, done ? '' : ` stroke="${C.f7}" stroke-width="2"`) +
          (done ? tick(191, y, C.white, 1.6) : '') +
          t(206, y - 1, label, { s: 9.5, w: 700 }) +
          t(206, y + 12, sub, { s: 8.5, c: done ? C.f8 : C.s7 }),
      )
      .join(''),
  floats:
    float('l', 96, 150, C.o1, calIcon(C.o7, C.o0), 'Planner call', 'Tue, 10:00 AM') +
    float('r', 214, 144, C.f0, ok(C.f8), 'First consultation', 'Free'),
});

// Security: approving a new sign-in.
scenes['scene-security'] = scene({
  screen:
    header('Security') +
    circle(252, 124, 30, C.f0) +
    path('M252 104l16 6v12c0 10-7 17-16 20-9-3-16-10-16-20v-12z', C.f8, 2.2) +
    tick(252, 124, C.f8, 2.4) +
    t(252, 178, 'New sign-in request', { s: 11, w: 800, a: 'middle' }) +
    t(252, 194, 'Chrome on a new laptop', { s: 8.5, c: C.s7, a: 'middle' }) +
    t(252, 207, 'Denver, CO', { s: 8.5, c: C.s7, a: 'middle' }) +
    button(226, "Yes, it's me") +
    r(182, 262, 140, 28, 14, C.white, ` stroke="${C.s2}"`) +
    t(252, 280, 'No, lock my account', { s: 10, w: 700, c: C.c7, a: 'middle' }) +
    t(252, 316, 'We never ask for your code', { s: 8, c: C.s7, a: 'middle' }),
  floats:
    float('l', 92, 146, C.f8, lock(C.white), 'Your data', 'Encrypted', { vs: 13 }) +
    float(
      'r',
      214,
      140,
      C.f0,
      (x, y) => path(`M${x - 6} ${y}h3l2-5 3 10 2-5h3`, C.f8, 1.8),
      'Fraud watch',
      'Around the clock',
      { vs: 10 },
    ),
});

const dir = new URL('../public/images/', import.meta.url);
for (const [name, svg] of Object.entries(scenes)) {
  const file = new URL(`${name}.svg`, dir);
  writeFileSync(file, svg);
  console.info(`${name}.svg ${Buffer.byteLength(svg)} B`);
}
