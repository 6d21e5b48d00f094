import { BODY, type Ctx, type Drawing, drawing, INK, METAL, RUBBER, TYRE } from '../drawing.ts';
import { arcBand, fender, grip, wheel } from '../shapes.ts';
import { circle, ellipse, line, path, rect } from '../svg.ts';

export function quadBike(c: Ctx): Drawing {
  return drawing([
    rect(300, 470, 200, 82, '#3b3f44', 10),
    line('M310 520Q260 520 200 490', '#aab1b7', 10, { 'stroke-linecap': 'round' }),
    rect(330, 500, 130, 10, METAL, 3),
    wheel(240, 546, 78),
    wheel(564, 548, 74),
    path('M126 508Q132 440 198 428H336Q352 430 352 452L354 474H322Q304 456 242 456Q176 460 158 508Z', BODY),
    path('M300 472L336 420H482L504 472Z', BODY),
    path('M246 426Q248 396 280 392L432 400Q448 404 446 420L246 428Z', RUBBER),
    path(
      'M420 420L440 372Q450 356 470 356L560 360Q622 366 650 420Q664 450 660 480H630Q624 450 566 448Q508 450 500 480H482Z',
      BODY,
    ),
    line('M460 370L560 372Q612 378 636 414', '#fff', 5, { 'stroke-opacity': 0.35 }),
    ellipse(644, 410, 10, 16, '#fff6c8'),
    grip('M470 392L456 330L492 318', 9, INK),
    circle(494, 318, 9, '#23272b'),
    line('M150 424H290M170 424V440M270 424V440', '#8d949b', 6, { 'stroke-linecap': 'round' }),
    line('M530 356H620M548 356V366M604 356V368', '#8d949b', 6, { 'stroke-linecap': 'round' }),
    c.label(560, 430, 90, 22),
    rect(426, 458, 70, 8, c.accent, 0, { stroke: 'none' }),
  ]);
}

export function utv(c: Ctx): Drawing {
  return drawing([
    rect(160, 492, 500, 34, INK, 8),
    path('M128 476V408Q128 398 140 398H298L306 476Z', BODY),
    rect(140, 404, 150, 10, c.dark, 3),
    line('M302 474L318 254L500 248L566 404M408 250L424 422', '#2b2f33', 12, { 'stroke-linejoin': 'round' }),
    rect(298, 236, 218, 18, INK, 6),
    rect(334, 330, 32, 110, RUBBER, 12),
    rect(336, 420, 86, 24, RUBBER, 10),
    line('M500 420L470 372', INK, 8),
    ellipse(468, 368, 22, 7, 'none', {
      stroke: '#1f2327',
      'stroke-width': 6,
      transform: 'rotate(-40 468 368)',
    }),
    path('M282 508V470H520L530 508Z', BODY),
    path('M498 472L518 414Q532 398 568 400L648 412Q690 424 694 472Z', BODY),
    line('M540 412L640 420Q672 428 684 452', '#fff', 5, { 'stroke-opacity': 0.35 }),
    ellipse(684, 440, 9, 14, '#fff6c8'),
    c.label(400, 490, 130, 24),
    rect(130, 460, 176, 8, c.accent, 0, { stroke: 'none' }),
    wheel(222, 556, 68),
    wheel(586, 556, 68),
    fender(222, 556, 68, 16),
    fender(586, 556, 68, 16),
  ]);
}

export function trailer(c: Ctx): Drawing {
  return drawing([
    line('M560 518L712 540M560 546L712 540', '#4a5056', 14, { 'stroke-linecap': 'round' }),
    path('M700 528H730Q742 530 740 544L730 552H700Z', '#2b2f33'),
    line('M650 530V590', '#8d949b', 10),
    circle(650, 598, 16, TYRE),
    path('M130 392L164 356H596L562 392Z', '#3b4148'),
    line('M160 360H592', c.light, 6),
    path('M562 392L596 356V498L562 532Z', c.dark),
    rect(130, 390, 432, 142, BODY, 4),
    line('M130 392H562', c.light, 8),
    line('M190 400V524M250 400V524M310 400V524M382 400V524M442 400V524M502 400V524', c.dark, 6),
    rect(140, 528, 430, 16, INK, 4),
    rect(124, 496, 12, 30, '#d93a2f', 3),
    c.label(346, 450, 130, 28),
    wheel(346, 560, 58),
    arcBand(346, 560, 64, 78, 190, 350, METAL),
  ]);
}
