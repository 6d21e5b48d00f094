import { BODY, type Ctx, type Drawing, drawing, GLASS, INK, METAL, RUBBER, STEEL } from '../drawing.ts';
import { cab, fender, grip, loaderBucket, pin, ram, slots, track, wheel } from '../shapes.ts';
import { circle, ellipse, line, path, rect } from '../svg.ts';

export function excavator(c: Ctx): Drawing {
  return drawing([
    rect(225, 515, 220, 30, '#3a4046', 6),
    track(140, 540, 380, 80),
    path('M142 438Q142 426 156 426H230V528H160Q142 528 142 510Z', c.dark),
    rect(180, 420, 290, 108, BODY, 12),
    rect(180, 506, 290, 9, c.accent, 0, { stroke: 'none' }),
    slots(200, 445, 40, 4, 14, c.deep, 6),
    cab(352, 290, 100, 134),
    c.label(298, 478, 96, 26),
    path('M452 492L438 458Q500 330 578 236Q594 218 614 230L626 250Q612 262 602 272Q534 360 494 490Z', BODY),
    line('M446 456Q508 332 582 240', '#fff', 4, { 'stroke-opacity': 0.35 }),
    ram(484, 502, 566, 340),
    pin(566, 340, 6),
    ram(520, 318, 600, 214, 12),
    path('M588 228Q596 200 622 204L686 462L654 476Z', BODY),
    ram(626, 268, 662, 438, 10),
    path('M640 458L694 452Q722 516 686 572L664 596H604L612 582Q652 556 640 458Z', BODY),
    path('M612 582L586 590L610 598ZM634 578L612 600L640 596Z', METAL),
    line('M652 470Q676 520 654 574', '#000', 5, { 'stroke-opacity': 0.18 }),
    pin(470, 476),
    pin(606, 240),
    pin(668, 464, 9),
  ]);
}

export function wheelLoader(c: Ctx): Drawing {
  return drawing(
    [
      rect(150, 452, 470, 46, INK, 8),
      path('M128 470L132 420Q136 394 166 392L328 388L336 470Z', BODY),
      rect(116, 468, 30, 58, c.dark, 6),
      slots(150, 410, 36, 4, 14, c.deep, 5),
      rect(182, 344, 13, 48, INK, 3),
      c.label(270, 428, 100, 26),
      cab(300, 238, 128, 152),
      path('M420 476L426 412Q430 396 448 396H540L570 476Z', BODY),
      ram(468, 470, 580, 418),
      path('M422 346L462 330L566 418L652 488L624 526L546 452Z', BODY),
      line('M462 340L560 424L640 490', '#fff', 4, { 'stroke-opacity': 0.3 }),
      pin(444, 350),
      loaderBucket(632, 452, 0.98, c),
      pin(632, 504),
      wheel(236, 542, 80, BODY),
      wheel(528, 542, 80, BODY),
      fender(236, 542, 80),
      fender(528, 542, 80),
      rect(132, 446, 202, 8, c.accent, 0, { stroke: 'none' }),
    ],
    280,
    0.92,
    0,
    -44,
  );
}

export function dumper(c: Ctx): Drawing {
  return drawing([
    rect(176, 498, 430, 40, INK, 8),
    path('M150 510V442Q152 420 172 418H336L344 510Z', BODY),
    slots(166, 440, 30, 4, 14, c.deep, 5),
    line('M176 420L186 282H288L296 420', INK, 12, { 'stroke-linejoin': 'round' }),
    rect(218, 338, 28, 84, RUBBER, 10),
    rect(224, 398, 96, 24, RUBBER, 9),
    line('M352 420L334 362', INK, 9),
    ellipse(332, 358, 28, 8, 'none', { stroke: INK, 'stroke-width': 7, transform: 'rotate(-12 332 358)' }),
    path('M364 372L646 396Q672 400 666 432L622 504Q612 518 596 518H384Q370 516 368 500Z', BODY),
    line('M366 374L646 397', c.light, 9),
    line('M430 392V512M500 398V514M570 404V512', c.dark, 6),
    c.label(468, 454, 110, 26),
    rect(380, 490, 250, 8, c.accent, 0, { stroke: 'none' }),
    wheel(244, 560, 62),
    wheel(532, 560, 62),
    fender(532, 560, 62, 14),
  ]);
}

export function plateCompactor(c: Ctx): Drawing {
  return drawing(
    [
      path(
        'M220 576H566Q598 576 604 552H614Q614 612 560 612H228Q214 612 214 598V584Q214 576 220 576Z',
        STEEL,
      ),
      line('M226 584H566', '#fff', 3, { 'stroke-opacity': 0.3 }),
      path('M296 578L318 530H472L494 578Z', '#33383d'),
      line('M290 420L302 290Q306 270 326 270H468Q490 270 494 290L506 420', '#3b4148', 11, {
        'stroke-linejoin': 'round',
      }),
      path('M262 532L276 430Q280 410 302 410H498Q520 410 524 430L540 532Z', BODY),
      rect(262, 508, 278, 8, c.accent, 0, { stroke: 'none' }),
      c.label(400, 470, 150, 28),
      rect(318, 330, 156, 84, '#454b51', 10),
      slots(330, 350, 70, 4, 14, '#2b2f33', 5),
      rect(332, 298, 112, 42, BODY, 14),
      circle(360, 298, 12, INK),
      circle(482, 362, 28, METAL),
      circle(482, 362, 12, STEEL),
      grip('M286 504Q220 430 164 318', 15, '#3b4148'),
      grip('M166 322L140 282', 24),
      grip('M176 330Q196 340 206 364', 6),
    ],
    240,
    1.08,
  );
}

export function skidSteer(c: Ctx): Drawing {
  return drawing(
    [
      path('M200 560V420Q200 400 220 400H540Q560 400 562 420L570 560Z', BODY),
      path('M184 470L190 360Q192 344 208 344H284V470Z', BODY),
      slots(198, 366, 60, 5, 17, c.deep, 5),
      rect(282, 256, 182, 164, INK, 12),
      rect(296, 270, 154, 136, GLASS, 6),
      line('M318 270V406M340 270V406M362 270V406M384 270V406M406 270V406M428 270V406', '#2a2f34', 3),
      rect(274, 246, 198, 14, INK, 5),
      path(
        'M212 330Q215 312 240 312L470 318Q490 320 500 332L626 462L598 484L478 364L242 358Q214 356 212 330Z',
        BODY,
      ),
      line('M244 322L468 326', '#fff', 4, { 'stroke-opacity': 0.3 }),
      pin(240, 334, 10),
      c.label(380, 520, 130, 26),
      rect(200, 540, 370, 8, c.accent, 0, { stroke: 'none' }),
      loaderBucket(612, 468, 0.88, c),
      pin(612, 494),
      wheel(290, 562, 60),
      wheel(480, 562, 60),
    ],
    270,
    0.96,
    0,
    -36,
  );
}
