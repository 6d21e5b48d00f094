import {
  BODY,
  BODY_H,
  type Ctx,
  type Drawing,
  drawing,
  INK,
  METAL,
  METAL_H,
  RUBBER,
  STEEL,
  WHITE,
} from '../drawing.ts';
import { arcBand, dotRing, fender, gloss, grip, slots, wheel } from '../shapes.ts';
import { at, circle, d, ellipse, group, line, path, rect } from '../svg.ts';

export function lawnMower(c: Ctx): Drawing {
  return drawing(
    [
      path('M138 424L278 440L306 566H176Q140 562 138 530Z', '#3b4148'),
      line('M162 452L282 466M156 486L292 498M156 520L298 530', '#596168', 4),
      line('M140 424L278 440', '#23272b', 8),
      grip('M284 492L180 272Q174 258 160 254', 12, '#8d949b'),
      grip('M164 256L140 244', 24),
      grip('M176 276Q198 306 226 306', 6),
      path('M240 586L242 530Q252 472 330 462H536Q606 468 626 540L632 586Z', BODY),
      rect(240, 570, 392, 16, c.dark, 6),
      line('M300 480Q420 470 560 478', '#fff', 5, { 'stroke-opacity': 0.35 }),
      c.label(432, 530, 160, 28),
      rect(364, 388, 150, 80, '#3c4147', 14),
      path('M370 396Q372 360 410 356H470Q506 360 508 396Z', '#23272b'),
      rect(500, 402, 38, 52, METAL, 8),
      circle(404, 356, 10, c.accent),
      wheel(300, 572, 50),
      wheel(586, 580, 42),
    ],
    260,
    1.08,
  );
}

export function robotMower(c: Ctx): Drawing {
  return drawing(
    [
      path('M150 590Q146 548 192 508Q260 446 400 440Q560 438 632 508Q666 544 660 590Z', BODY),
      path('M154 590Q160 560 190 540Q400 600 656 560Q662 574 660 590Z', c.dark),
      path('M250 488Q400 430 560 472Q600 486 620 508Q420 470 250 488Z', c.light, { stroke: 'none' }),
      path('M318 476Q400 452 500 462Q540 468 556 484Q440 474 318 488Z', '#1d2125'),
      ellipse(454, 466, 22, 8, '#d93a2f'),
      circle(360, 478, 4, '#37d67a', { stroke: 'none' }),
      c.label(430, 540, 150, 28),
      rect(150, 582, 510, 18, '#2b3035', 9),
      arcBand(250, 572, 50, 62, 180, 360, c.deep),
      wheel(250, 572, 48),
      wheel(560, 596, 24),
      gloss(400, 800, 340, 240, 290, 6),
    ],
    290,
    1.15,
  );
}

export function rideOnMower(c: Ctx): Drawing {
  return drawing([
    rect(290, 560, 250, 34, '#4a5056', 12),
    line('M300 566H530', '#fff', 3, { 'stroke-opacity': 0.25 }),
    rect(200, 498, 400, 30, INK, 8),
    path('M158 512L164 470Q170 440 200 438H334Q346 440 346 456V512Z', BODY),
    path('M214 440L220 382Q222 352 250 352Q264 354 262 370L258 418H334Q348 422 344 442Z', RUBBER),
    grip('M404 440L376 364', 10, INK),
    ellipse(372, 356, 36, 9, 'none', {
      stroke: '#1f2327',
      'stroke-width': 8,
      transform: 'rotate(-14 372 356)',
    }),
    path('M398 524V432Q400 412 424 410L566 418Q640 430 654 482L658 524Z', BODY),
    line('M424 422L566 428Q620 436 640 470', '#fff', 5, { 'stroke-opacity': 0.35 }),
    rect(398, 492, 258, 9, c.accent, 0, { stroke: 'none' }),
    rect(640, 454, 18, 62, INK, 5),
    ellipse(646, 462, 10, 14, '#fff6c8'),
    c.label(520, 468, 110, 26),
    wheel(252, 548, 74),
    fender(252, 548, 74, 16),
    wheel(560, 580, 44),
  ]);
}

export function chainsaw(c: Ctx): Drawing {
  return drawing(
    [
      path('M440 466L706 476Q732 490 706 504L440 516Z', METAL, {
        stroke: '#2b2f33',
        'stroke-width': 9,
        'stroke-dasharray': '7 4',
      }),
      line('M470 491H670', STEEL, 4, { 'stroke-opacity': 0.6 }),
      circle(704, 490, 8, STEEL),
      grip('M262 468H190Q146 468 146 508Q146 552 190 554H262', 24),
      path('M214 500L238 500L236 520L216 518Z', '#2b2f33'),
      path('M252 560L256 440Q262 396 312 392H432Q472 398 480 440L482 532Q480 562 450 562Z', BODY),
      path('M268 440Q272 410 312 406H420', 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': 5,
      }),
      path('M404 436H482L486 536H404Z', '#2b2f33'),
      circle(430, 460, 6, METAL),
      circle(462, 512, 6, METAL),
      circle(330, 480, 38, '#2b2f33'),
      dotRing(330, 480, 28, 12, 6, '#4a5056'),
      circle(330, 480, 10, STEEL),
      grip('M290 548L300 420Q310 332 380 330Q424 332 430 362', 17),
      path('M436 332Q462 326 476 336L484 424L456 428Z', '#2b2f33'),
      slots(300, 404, 80, 2, 12, c.deep, 4),
      c.label(392, 546, 76, 20),
      rect(256, 548, 224, 7, c.accent, 0, { stroke: 'none' }),
    ],
    270,
    1.1,
    46,
  );
}

export function trimmer(c: Ctx): Drawing {
  return drawing(
    [
      line('M244 290L612 534', '#2f3439', 18, { 'stroke-linecap': 'round' }),
      line('M244 290L612 534', '#b9c0c6', 8, { 'stroke-linecap': 'round' }),
      grip('M300 326L352 360', 26),
      grip('M410 398Q370 330 416 306Q458 296 462 344L446 410', 11),
      path('M548 566A86 34 -8 0 1 716 544L712 562A80 28 -8 0 0 556 584Z', BODY),
      path('M596 524L628 546L622 570L592 556Z', '#3a4046'),
      ellipse(628, 582, 40, 13, '#2b2f33'),
      rect(598, 560, 60, 22, BODY, 6),
      line('M590 584L520 598M668 580L738 570', '#ff8a1f', 3),
      group(
        [
          path('M-92 -30Q-90 -56 -58 -58H52Q80 -54 82 -26L80 26Q76 46 52 46H-60Q-92 44 -94 18Z', BODY),
          rect(-60, 36, 80, 34, '#c4a35a', 12, { 'fill-opacity': 0.75 }),
          circle(-70, -6, 22, '#2b2f33'),
          dotRing(-70, -6, 15, 8, 5, '#4a5056'),
          slots(-20, -40, 70, 2, 12, c.deep, 4),
          c.label(20, 14, 90, 22),
          rect(-92, 26, 172, 6, c.accent, 0, { stroke: 'none' }),
        ],
        { transform: at(214, 266, 34) },
      ),
    ],
    260,
  );
}

export function leafBlower(c: Ctx): Drawing {
  return drawing(
    [
      path('M446 452L698 530Q712 536 708 552L700 574L446 522Z', BODY_H),
      line('M520 478L512 544M600 504L594 562', c.deep, 5),
      ellipse(704, 552, 8, 22, '#2b2f33', { transform: 'rotate(18 704 552)' }),
      grip('M262 420Q256 322 326 320H386Q434 322 440 380', 24),
      path(
        'M196 560Q180 470 232 420Q282 384 362 390Q442 396 462 452L472 540Q472 572 442 574H230Q204 574 196 560Z',
        BODY,
      ),
      line('M236 430Q290 398 362 402', '#fff', 5, { 'stroke-opacity': 0.35 }),
      circle(302, 494, 60, '#2b2f33'),
      circle(302, 494, 46, 'none', { stroke: '#4a5056', 'stroke-width': 6 }),
      circle(302, 494, 30, 'none', { stroke: '#4a5056', 'stroke-width': 6 }),
      circle(302, 494, 12, STEEL),
      c.label(414, 540, 86, 22),
      rect(200, 552, 272, 7, c.accent, 0, { stroke: 'none' }),
    ],
    270,
    1.1,
    38,
  );
}

export function hedgeTrimmer(c: Ctx): Drawing {
  let teeth = 'M420 454';
  for (let x = 420; x < 690; x += 22) teeth += d`L${x + 11} 430L${x + 22} 454`;
  teeth += 'L714 466';
  for (let x = 690; x > 420; x -= 22) teeth += d`L${x - 11} 502L${x - 22} 478`;
  teeth += 'Z';
  return drawing(
    [
      path(teeth, METAL),
      rect(412, 456, 292, 20, '#5d646b', 4),
      line('M430 466H690', '#2b2f33', 3, { 'stroke-dasharray': '3 19' }),
      path('M132 478Q132 456 154 456H228V548H156Q132 548 132 526ZM156 478V526H210V478Z', RUBBER, {
        'fill-rule': 'evenodd',
      }),
      path('M204 534L210 450Q220 408 270 404H386Q420 410 428 442L432 512Q428 540 398 542H226Z', BODY),
      line('M226 446Q236 420 272 418H380', '#fff', 5, { 'stroke-opacity': 0.35 }),
      rect(420, 412, 18, 100, '#2b2f33', 6),
      grip('M300 408Q300 330 356 326Q404 326 408 380L414 414', 14),
      slots(240, 470, 60, 3, 14, c.deep, 4),
      c.label(350, 494, 100, 24),
      rect(206, 524, 224, 7, c.accent, 0, { stroke: 'none' }),
    ],
    270,
    1.1,
    64,
  );
}

export function snowBlower(c: Ctx): Drawing {
  return drawing([
    grip('M272 474L176 288', 14, '#3b4148'),
    grip('M178 292L156 258', 24),
    rect(174, 316, 56, 22, INK, 4, { transform: 'rotate(-62 202 327)' }),
    rect(248, 468, 214, 72, BODY, 10),
    rect(300, 382, 146, 96, '#454b51', 12),
    slots(312, 404, 64, 4, 14, '#2b2f33', 5),
    rect(310, 360, 92, 30, '#23272b', 10),
    circle(432, 412, 16, METAL),
    path('M506 420L516 300Q522 272 560 270L604 274Q620 282 604 294L562 298Q550 300 550 314L546 420Z', BODY),
    path('M556 272L612 270Q626 272 618 290L604 294Z', c.dark),
    path('M440 618V440Q442 412 470 410H612Q694 416 704 504L710 618Z', BODY),
    path('M470 600V446Q472 430 490 430H606Q670 436 680 502L686 600Z', '#2b3035'),
    line('M474 520H682', '#8b9299', 9),
    line(
      'M488 456Q540 520 500 588M540 448Q592 520 552 594M592 448Q644 520 604 594M640 458Q684 520 652 592',
      METAL_H,
      13,
      {
        'stroke-linecap': 'round',
      },
    ),
    circle(580, 520, 22, '#6b737a'),
    circle(580, 520, 9, METAL),
    rect(434, 604, 282, 14, METAL, 4),
    c.label(392, 500, 90, 24),
    wheel(300, 566, 56),
  ]);
}

export function pressureWasher(c: Ctx): Drawing {
  return drawing(
    [
      grip('M300 336L292 186Q292 170 310 170H334', 16),
      path('M280 592L276 330Q278 298 312 296H478Q510 298 512 330L518 592Z', BODY),
      line('M296 318Q300 308 320 308H470', '#fff', 5, { 'stroke-opacity': 0.35 }),
      rect(330, 326, 120, 48, '#2b2f33', 8),
      circle(360, 350, 14, c.accent),
      circle(412, 350, 16, WHITE),
      line('M412 350L422 340', '#d93a2f', 3),
      circle(398, 470, 70, '#2b2f33'),
      circle(398, 470, 56, 'none', { stroke: '#3f454b', 'stroke-width': 10 }),
      circle(398, 470, 38, 'none', { stroke: '#3f454b', 'stroke-width': 10 }),
      circle(398, 470, 18, BODY),
      grip('M458 500Q520 520 540 470', 8, '#2b2f33'),
      line('M548 240V566', '#c2c8ce', 8, { 'stroke-linecap': 'round' }),
      rect(542, 560, 12, 22, '#2b2f33', 3),
      path('M536 214H562L564 262L586 318L568 326L546 276H536Z', '#2b2f33'),
      line('M548 282Q562 304 552 318', '#2b2f33', 5),
      c.label(396, 566, 150, 26),
      rect(454, 592, 64, 22, INK, 6),
      wheel(318, 586, 40),
    ],
    200,
    1.16,
  );
}

export function generator(c: Ctx): Drawing {
  return drawing([
    rect(180, 330, 440, 266, 'none', 30, { stroke: '#2f3439', 'stroke-width': 16 }),
    path('M228 362Q230 332 264 330H538Q570 332 572 362L570 404H230Z', BODY),
    line('M250 344H548', '#fff', 5, { 'stroke-opacity': 0.35 }),
    circle(310, 330, 16, METAL),
    c.label(470, 374, 130, 26),
    rect(214, 410, 196, 170, '#454b51', 10),
    slots(228, 428, 56, 6, 14, '#2b2f33', 5),
    circle(330, 500, 56, '#2b2f33'),
    dotRing(330, 500, 42, 14, 7, '#4a5056'),
    circle(330, 500, 14, STEEL),
    rect(418, 416, 172, 160, BODY_H, 12),
    rect(434, 432, 140, 92, '#2b2f33', 8),
    circle(466, 470, 16, '#e9ecef'),
    circle(520, 470, 16, '#e9ecef'),
    circle(466, 470, 3, INK),
    circle(520, 470, 3, INK),
    rect(540, 500, 24, 12, c.accent, 3),
    line('M180 560H620M240 330V596M560 330V596', '#2f3439', 14),
    rect(170, 590, 60, 16, INK, 5),
    rect(570, 590, 60, 16, INK, 5),
  ]);
}
