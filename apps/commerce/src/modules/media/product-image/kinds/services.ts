import { BODY, type Ctx, type Drawing, drawing, INK, METAL, WHITE } from '../drawing.ts';
import { at, circle, group, line, num, path, polar, rect } from '../svg.ts';
import { excavator } from './construction.ts';

function gear(cx: number, cy: number, r: number, teeth: number): string {
  const step = 360 / teeth;
  let dd = '';
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      polar(cx, cy, r * 0.82, a - step * 0.5),
      polar(cx, cy, r * 0.82, a - step * 0.3),
      polar(cx, cy, r, a - step * 0.2),
      polar(cx, cy, r, a + step * 0.2),
      polar(cx, cy, r * 0.82, a + step * 0.3),
    ];
    dd += pts.map(([x, y], j) => `${i === 0 && j === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('');
  }
  return path(`${dd}Z`, BODY);
}

export function service(c: Ctx): Drawing {
  const wrench =
    'M-53.6-22A58 58 0 0 1 54.4-20H300A20 20 0 0 1 300 20H54.4A58 58 0 0 1-53.6 22L-10 22L-10-22Z';
  return drawing(
    [
      circle(400, 400, 250, WHITE),
      circle(400, 400, 250, 'none', { stroke: c.base, 'stroke-width': 14 }),
      circle(400, 400, 230, 'none', { stroke: c.light, 'stroke-width': 3 }),
      gear(400, 390, 150, 10),
      circle(400, 390, 104, c.dark),
      circle(400, 390, 54, WHITE),
      group([path(wrench, METAL), line('M80 0H280', '#000', 6, { 'stroke-opacity': 0.15 })], {
        transform: at(262, 252, 45),
      }),
      group(
        [
          rect(0, -9, 200, 18, METAL),
          path('M200-9L236-4V4L200 9Z', METAL),
          rect(-130, -26, 140, 52, c.accent === '#2d3136' ? '#2d3136' : INK, 24),
          line('M-110-12H-10M-110 12H-10', '#fff', 4, { 'stroke-opacity': 0.25 }),
        ],
        { transform: at(570, 250, 135) },
      ),
      path('M250 600L280 572H520L550 600L520 628H280Z', BODY),
      c.label(400, 600, 210, 30),
    ],
    210,
  );
}

export function rental(c: Ctx): Drawing {
  const cells: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 526 + (i % 4) * 40;
    const y = 240 + Math.floor(i / 4) * 34;
    cells.push(rect(x, y, 30, 24, i === 6 ? c.base : '#dde1e5', 4, { stroke: 'none' }));
  }
  return drawing([
    group(excavator({ ...c, label: () => '' }).art, { transform: 'translate(0 136) scale(.78)' }),
    rect(508, 164, 200, 190, WHITE, 14),
    path('M508 218V178Q508 164 522 164H694Q708 164 708 178V218Z', BODY),
    rect(548, 150, 12, 30, METAL, 6),
    rect(656, 150, 12, 30, METAL, 6),
    ...cells,
    line('M650 316L664 330L690 300', '#2e9b57', 7, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    c.label(608, 192, 170, 28),
  ]);
}
