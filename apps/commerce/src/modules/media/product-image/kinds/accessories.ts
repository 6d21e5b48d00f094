import { BODY, type Ctx, type Drawing, drawing, INK, METAL, WHITE } from '../drawing.ts';
import { grip, pin } from '../shapes.ts';
import { d, ellipse, group, line, path, rect } from '../svg.ts';

export function bucket(c: Ctx): Drawing {
  // Near side plate on the right, mouth facing left; the far side is offset up-left by (-110, -50).
  const teeth: string[] = [];
  for (const t of [0.1, 0.37, 0.63, 0.9]) {
    const [x, y] = [160 + 110 * t, 562 + 50 * t];
    teeth.push(
      path(
        d`M${x + 6} ${y - 12}L${x - 46} ${y - 2}Q${x - 56} ${y + 4} ${x - 46} ${y + 10}L${x + 6} ${y + 12}Z`,
        METAL,
      ),
    );
  }
  return drawing(
    [
      path('M190 280L300 330L270 612L160 562Z', c.deep),
      line('M214 300Q252 430 222 566', '#fff', 8, { 'stroke-opacity': 0.12 }),
      path('M190 280L410 268L520 318L300 330Z', c.light),
      ...teeth,
      line('M160 562L270 612', '#9aa1a8', 16, { 'stroke-linecap': 'round' }),
      path('M300 330L520 318Q650 340 652 470Q648 560 560 612H270Z', BODY),
      line('M300 330L270 612', c.dark, 10),
      line('M316 344L510 334', '#fff', 6, { 'stroke-opacity': 0.3 }),
      line('M520 318Q650 340 652 470Q648 560 560 612', '#000', 10, { 'stroke-opacity': 0.14 }),
      path('M330 304L340 232Q368 202 398 232L408 298Z', c.dark),
      path('M420 300L430 228Q458 198 488 228L498 294Z', c.dark),
      pin(369, 248, 15),
      pin(459, 244, 15),
      rect(300, 596, 270, 16, METAL, 4),
      c.label(470, 470, 170, 34),
    ],
    250,
  );
}

export function helmet(c: Ctx): Drawing {
  const muff = (x: number) =>
    [
      grip(d`M${x} 470L${x} 504`, 14, INK),
      ellipse(x, 540, 46, 66, '#2b2f33'),
      ellipse(x, 540, 34, 54, BODY),
      ellipse(x, 540, 16, 26, c.dark),
    ].join('');
  return drawing(
    [
      muff(214),
      muff(586),
      path('M214 470Q206 282 400 262Q594 282 586 470Z', BODY),
      path('M384 268Q400 262 416 268L418 352Q400 362 382 352Z', c.light),
      path('M260 380Q280 310 360 284', 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.4,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      path('M196 458Q400 500 604 458L608 482Q400 526 192 482Z', c.dark),
      path('M250 494Q400 522 550 494L540 604Q400 632 260 604Z', 'url(#mesh)'),
      path('M250 494Q400 522 550 494L540 604Q400 632 260 604Z', 'none', {
        stroke: '#2b2f33',
        'stroke-width': 9,
      }),
      line('M238 540L254 540M546 540L562 540', '#2b2f33', 8),
      c.label(400, 410, 150, 30),
    ],
    220,
    1.05,
  );
}

function glove(c: Ctx, transform: string, back: string, withLabel: boolean): string {
  const fingers: [number, number, number][] = [
    [-72, -150, 118],
    [-34, -178, 140],
    [4, -172, 134],
    [40, -146, 108],
  ];
  return group(
    [
      rect(-80, 60, 140, 110, c.deep, 14),
      line('M-66 80V158M-46 80V158M-26 80V158M-6 80V158M14 80V158M34 80V158', '#000', 3, {
        'stroke-opacity': 0.2,
      }),
      rect(-142, -30, 70, 40, back, 20, { transform: 'rotate(-38 -90 -10)' }),
      ...fingers.map(([x, y, h]) => rect(x, y, 36, h, back, 18)),
      rect(-84, -70, 164, 140, back, 36),
      path('M-60 -56H50Q60 -40 50 -24H-60Q-70 -40 -60 -56Z', c.dark),
      line('M-64 20Q0 34 64 20', '#000', 3, { 'stroke-opacity': 0.2, 'stroke-dasharray': '6 5' }),
      withLabel ? c.label(-10, 120, 110, 22, 0, '#ffffff') : '',
    ],
    { transform },
  );
}

export function gloves(c: Ctx): Drawing {
  return drawing(
    [
      glove(c, 'translate(330 420) rotate(-14)', c.dark, false),
      glove(c, 'translate(460 440) rotate(12)', BODY, true),
    ],
    230,
  );
}

export function jacket(c: Ctx): Drawing {
  return drawing(
    [
      path(
        'M330 206L292 222L218 258Q192 272 186 308L158 560L226 572L252 362L258 600H542L548 362L574 572L642 560L614 308Q608 272 582 258L508 222L470 206Q400 246 330 206Z',
        BODY,
      ),
      path('M330 206Q400 246 470 206L482 186Q400 222 318 186Z', c.deep),
      path('M158 560L226 572L222 600L154 588Z', c.deep),
      path('M642 560L574 572L578 600L646 588Z', c.deep),
      rect(258, 576, 284, 26, c.deep, 4),
      path('M252 300L548 300L548 330L252 330Z', c.accent, { 'fill-opacity': 0.9 }),
      rect(256, 450, 288, 28, '#d5dade'),
      line('M256 464H544', '#fff', 4, { 'stroke-opacity': 0.7 }),
      path('M174 430L238 438L236 466L170 458Z', '#d5dade'),
      path('M626 430L562 438L564 466L630 458Z', '#d5dade'),
      line('M400 232V598', '#2b2f33', 6),
      line('M400 240V596', '#aab1b7', 2, { 'stroke-dasharray': '3 3' }),
      path('M290 500H370V560H290Z', c.dark),
      path('M430 500H510V560H430Z', c.dark),
      rect(426, 352, 86, 38, WHITE, 5),
      c.label(469, 371, 74, 18, 0, INK),
    ],
    250,
    1.05,
  );
}
