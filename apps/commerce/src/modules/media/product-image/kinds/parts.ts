import { BODY, BODY_H, type Ctx, type Drawing, drawing, INK, METAL, METAL_H, WHITE } from '../drawing.ts';
import { dotRing, gloss, grip } from '../shapes.ts';
import { circle, d, el, ellipse, group, line, num, path, polar, rect } from '../svg.ts';

/** Upright cylinder in 3/4 view: side with horizontal shading plus top ellipse. */
function cylinder(
  cx: number,
  top: number,
  bottom: number,
  rx: number,
  ry: number,
  fill: string,
  topFill: string,
): string {
  return [
    path(d`M${cx - rx} ${top}V${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}V${top}Z`, fill),
    ellipse(cx, top, rx, ry, topFill),
  ].join('');
}

/** A band wrapped around a cylinder (labels, stripes). */
function cylinderBand(cx: number, y: number, h: number, rx: number, ry: number, fill: string): string {
  return path(
    d`M${cx - rx} ${y}V${y + h}A${rx} ${ry} 0 0 0 ${cx + rx} ${y + h}V${y}A${rx} ${ry} 0 0 1 ${cx - rx} ${y}Z`,
    fill,
  );
}

export function filter(c: Ctx): Drawing {
  return drawing(
    [
      cylinder(400, 250, 578, 170, 44, BODY_H, METAL),
      line('M250 540V576M280 548V588M310 553V596M490 553V596M520 548V588M550 540V576', c.deep, 6),
      cylinderBand(400, 350, 130, 170, 44, WHITE),
      cylinderBand(400, 350, 18, 170, 44, c.accent),
      c.label(400, 440, 220, 40, 0, INK),
      ellipse(400, 250, 118, 30, 'none', { stroke: '#23272b', 'stroke-width': 14 }),
      ellipse(400, 250, 80, 20, 'none', {
        stroke: '#6b737a',
        'stroke-width': 9,
        'stroke-dasharray': '0 22',
        'stroke-linecap': 'round',
      }),
      ellipse(400, 250, 34, 9, '#2b2f33'),
    ],
    190,
  );
}

export function blade(c: Ctx): Drawing {
  const bar = 'M130 390H670Q690 390 690 410V434Q690 454 670 454H130Q110 454 110 434V410Q110 390 130 390Z';
  return drawing(
    group(
      [
        path(bar, c.deep, { transform: 'translate(0 14)' }),
        path(bar, BODY),
        path('M112 392H236L252 414H112Z', c.light, { stroke: 'none' }),
        path('M688 452H564L548 430H688Z', c.dark, { stroke: 'none' }),
        rect(112, 436, 180, 16, METAL, 3),
        rect(508, 392, 180, 16, METAL, 3),
        path('M384 406H416L428 422L416 438H384L372 422Z', '#2b2f33'),
        circle(324, 422, 8, '#2b2f33'),
        circle(476, 422, 8, '#2b2f33'),
        c.label(596, 428, 120, 20),
      ],
      { transform: 'rotate(-24 400 420)' },
    ),
    230,
    1.08,
    50,
  );
}

/** Closed belt path around two pulleys (outer tangents). */
function beltPath(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): string {
  const theta = Math.atan2(y2 - y1, x2 - x1);
  const alpha = Math.acos((r1 - r2) / Math.hypot(x2 - x1, y2 - y1));
  const pt = (x: number, y: number, r: number, a: number) =>
    [x + r * Math.cos(a), y + r * Math.sin(a)] as const;
  const [a1x, a1y] = pt(x1, y1, r1, theta - alpha);
  const [a2x, a2y] = pt(x2, y2, r2, theta - alpha);
  const [b2x, b2y] = pt(x2, y2, r2, theta + alpha);
  const [b1x, b1y] = pt(x1, y1, r1, theta + alpha);
  return d`M${a1x} ${a1y}L${a2x} ${a2y}A${r2} ${r2} 0 0 1 ${b2x} ${b2y}L${b1x} ${b1y}A${r1} ${r1} 0 1 1 ${a1x} ${a1y}Z`;
}

function pulley(cx: number, cy: number, r: number, holes: number): string {
  const parts = [
    circle(cx, cy, r, METAL),
    circle(cx, cy, r * 0.86, BODY),
    circle(cx, cy, r * 0.72, 'none', { stroke: '#000', 'stroke-opacity': 0.15, 'stroke-width': r * 0.06 }),
  ];
  for (let i = 0; i < holes; i++) {
    const [hx, hy] = polar(cx, cy, r * 0.5, (360 / holes) * i - 90);
    parts.push(circle(hx, hy, r * 0.14, '#2b2f33'));
  }
  parts.push(
    circle(cx, cy, r * 0.2, METAL),
    rect(cx - r * 0.04, cy - r * 0.28, r * 0.08, r * 0.1, '#2b2f33', 0, { stroke: 'none' }),
  );
  return parts.join('');
}

export function belt(c: Ctx): Drawing {
  const loop = beltPath(300, 440, 140, 570, 330, 78);
  const [ax, ay] = [300 + 160 * Math.cos(0.9), 440 + 160 * Math.sin(0.9)];
  return drawing(
    [
      line(loop, '#1e2226', 30, { 'stroke-linejoin': 'round' }),
      line(loop, '#3a4046', 8, { 'stroke-dasharray': '4 10' }),
      pulley(300, 440, 140, 5),
      pulley(570, 330, 78, 4),
      gloss(300, 440, 128, 200, 270, 6),
      rect(ax - 10, ay - 6, 170, 84, BODY, 10, { transform: `rotate(-16 ${num(ax)} ${num(ay)})` }),
      circle(ax + 12, ay + 14, 7, WHITE, { transform: `rotate(-16 ${num(ax)} ${num(ay)})` }),
      c.label(ax + 82, ay + 44, 120, 26, -16),
    ],
    250,
  );
}

export function battery(c: Ctx): Drawing {
  return drawing(
    [
      path('M190 340L256 284H612L546 340Z', '#3b4148'),
      path('M546 340L612 284V552L546 608Z', c.dark),
      rect(190, 340, 356, 268, BODY, 6),
      cylinder(290, 290, 312, 24, 8, METAL_H, '#d4d8dc'),
      cylinder(496, 290, 312, 24, 8, METAL_H, '#d4d8dc'),
      ellipse(290, 290, 24, 8, '#d93a2f'),
      ellipse(496, 290, 24, 8, '#2b2f33'),
      line('M280 262H300M290 252V272M486 262H506', INK, 5),
      grip('M340 320Q392 268 444 320', 10),
      rect(218, 380, 300, 170, WHITE, 8),
      rect(218, 380, 300, 26, c.accent, 8),
      c.label(368, 470, 240, 46, 0, INK),
      rect(240, 508, 200, 10, c.base, 3),
      circle(480, 520, 12, '#37d67a'),
      line('M200 350H536', '#fff', 4, { 'stroke-opacity': 0.35 }),
    ],
    250,
    1.05,
  );
}

export function oil(c: Ctx): Drawing {
  return drawing(
    [
      grip('M404 286Q408 230 456 228H508Q550 232 548 290', 30, c.dark),
      path(
        'M250 596V326Q252 292 286 286L298 252H354L366 286H516Q550 292 550 330V596Q550 618 528 618H272Q250 618 250 596Z',
        BODY_H,
      ),
      rect(286, 200, 80, 54, c.accent, 8),
      line('M298 208V246M312 208V246M326 208V246M340 208V246M354 208V246', '#000', 3, {
        'stroke-opacity': 0.25,
      }),
      rect(270, 322, 14, 250, '#fff', 6, { 'fill-opacity': 0.35, stroke: 'none' }),
      rect(272, 440, 10, 130, '#c8902a', 5, { stroke: 'none' }),
      rect(300, 372, 226, 206, WHITE, 10),
      rect(300, 372, 226, 30, c.accent, 10),
      path('M413 420Q440 456 440 474A27 27 0 0 1 386 474Q386 456 413 420Z', BODY),
      c.label(413, 536, 190, 30, 0, INK),
      line('M320 560H506', c.base, 6),
    ],
    200,
    1.1,
  );
}

export function tyre(c: Ctx): Drawing {
  const [cx, cy, r, dx] = [368, 410, 206, 86];
  let treads = '';
  for (let y = cy - r; y < cy + r; y += 26)
    treads += rect(cx, y, dx + r, 13, '#393f45', 0, { stroke: 'none' });
  return drawing(
    [
      el('clipPath', { id: 'tc' }, circle(cx + dx, cy, r, '#000') + rect(cx, cy - r, dx, 2 * r, '#000')),
      rect(cx, cy - r, dx, 2 * r, '#1e2226'),
      circle(cx + dx, cy, r, '#1e2226'),
      group(treads, { 'clip-path': 'url(#tc)' }),
      circle(cx + dx / 2, cy, r, 'none', { stroke: '#15181b', 'stroke-width': 5, 'clip-path': 'url(#tc)' }),
      circle(cx, cy, r, '#2a2f34'),
      circle(cx, cy, r - 14, 'none', { stroke: '#3d4349', 'stroke-width': 24, 'stroke-dasharray': '26 18' }),
      circle(cx, cy, r * 0.8, 'none', { stroke: '#22272b', 'stroke-width': 4 }),
      circle(cx, cy, r * 0.56, METAL),
      circle(cx, cy, r * 0.5, BODY),
      circle(cx, cy, r * 0.34, c.dark),
      dotRing(cx, cy, r * 0.22, 5, 12, '#e4e7ea'),
      circle(cx, cy, r * 0.12, METAL),
      gloss(cx, cy, r * 0.9, 200, 280, 8),
      c.label(cx, cy + r * 0.68, 150, 24, 0, '#9aa1a8'),
    ],
    250,
  );
}

/** Box in 3/4 view: front rectangle, top and right side faces. */
function box(x: number, y: number, w: number, h: number, depth: number, c: Ctx): string {
  const dx = depth;
  const dy = depth * 0.6;
  return [
    path(d`M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z`, c.light),
    path(d`M${x + w} ${y}L${x + w + dx} ${y - dy}V${y + h - dy}L${x + w} ${y + h}Z`, c.dark),
    rect(x, y, w, h, BODY),
  ].join('');
}

export function sparkPlug(c: Ctx): Drawing {
  let threads = '';
  for (let y = 440; y < 550; y += 11) threads += d`M488 ${y + 6}L552 ${y}`;
  return drawing(
    [
      box(170, 300, 210, 310, 60, c),
      rect(184, 400, 182, 90, WHITE, 6),
      c.label(275, 446, 160, 34, 0, INK),
      rect(184, 340, 182, 16, c.accent, 3),
      group(
        [
          rect(505, 176, 30, 26, METAL, 4),
          path('M494 204H546L550 336H490Z', WHITE),
          line('M492 232H548M492 262H548M491 292H549', '#c9cdd1', 5),
          rect(484, 334, 72, 22, METAL, 3),
          rect(468, 354, 104, 72, METAL_H, 5),
          line('M502 356V424M538 356V424', '#000', 2, { 'stroke-opacity': 0.2 }),
          rect(478, 424, 84, 12, '#9aa1a8', 3),
          rect(488, 436, 64, 118, METAL_H),
          line(threads, '#6b737a', 3),
          rect(512, 554, 16, 16, '#f0e9dc'),
          line('M548 552V588H516', '#9aa1a8', 8, { 'stroke-linejoin': 'round' }),
        ],
        { transform: 'rotate(10 520 400)' },
      ),
    ],
    240,
  );
}

export function chain(c: Ctx): Drawing {
  const loop = { cx: 400, cy: 420, rx: 262, ry: 160, transform: 'rotate(-10 400 420)', fill: 'none' };
  return drawing(
    [
      el('ellipse', {
        ...loop,
        rx: 276,
        ry: 174,
        stroke: '#30353a',
        'stroke-width': 14,
        'stroke-dasharray': '16 30',
      }),
      el('ellipse', { ...loop, stroke: '#5d646b', 'stroke-width': 28 }),
      el('ellipse', { ...loop, stroke: '#c3c9cf', 'stroke-width': 20, 'stroke-dasharray': '17 6' }),
      el('ellipse', {
        ...loop,
        stroke: '#6b737a',
        'stroke-width': 6,
        'stroke-dasharray': '0 23',
        'stroke-linecap': 'round',
      }),
      rect(290, 350, 220, 140, BODY, 16, { transform: 'rotate(-10 400 420)' }),
      circle(318, 386, 9, WHITE, { transform: 'rotate(-10 400 420)' }),
      rect(290, 462, 220, 10, c.accent, 0, { stroke: 'none', transform: 'rotate(-10 400 420)' }),
      c.label(414, 426, 160, 32, -10),
    ],
    260,
  );
}
