import { describe, expect, it } from 'vitest';
import { themeRefusals, themeVariableRefusal, themeVariables } from './theme.ts';

describe('a theme variable', () => {
  it.each([
    ['--color-theme', '#363636'],
    ['--color-theme', 'rgb(54 54 54 / 90%)'],
    ['--color-line', 'oklch(0.9 0.01 90)'],
    ['--font', 'var(--font-public-sans), system-ui, sans-serif'],
    ['--space', 'calc(1rem + 2px)'],
    ['--radius', '6px'],
  ])('takes %s: %s', (name, value) => {
    expect(themeVariableRefusal(name, value)).toBeNull();
  });

  it.each([
    ['color', 'red', 'not a style variable'],
    ['--Color', 'red', 'not a style variable'],
    ['--color theme', 'red', 'not a style variable'],
    ['--x"><script>', 'red', 'not a style variable'],
    ['--color-theme', 'red; background: blue', 'a value'],
    ['--color-theme', 'red}body{display:none', 'a value'],
    ['--color-theme', 'red !important', 'a value'],
    ['--color-theme', '"Public Sans"', 'a value'],
    ['--color-theme', '</style><script>alert(1)</script>', 'a value'],
    ['--color-theme', 'red\\;', 'a value'],
    ['--color-theme', '/* */ red', 'a value'],
    ['--color-theme', '', 'a value'],
    ['--color-theme', '   ', 'a value'],
    ['--color-theme', 'x'.repeat(201), 'a value'],
    ['--color-theme', 'url(https://evil.example/x.png)', 'a value'],
    ['--color-theme', 'url(//evil.example/x.png)', 'function'],
    ['--color-theme', 'expression(alert(1))', 'function'],
    ['--color-theme', 'rgb(1, 2, 3', 'parentheses'],
    ['--color-theme', 'rgb(1, 2, 3))', 'parentheses'],
    ['--color-theme', ')rgb(', 'parentheses'],
  ])('refuses %s: %s', (name, value, why) => {
    expect(themeVariableRefusal(name, value)).toMatch(new RegExp(why));
  });

  it('refuses a value that is no text', () => {
    expect(themeVariableRefusal('--color-theme', 54)).toMatch(/a value/);
    expect(themeVariableRefusal('--color-theme', { a: 1 })).toMatch(/a value/);
  });
});

describe('a theme', () => {
  it('lists every refusal of a map', () => {
    expect(themeRefusals({ '--color-theme': '#363636', '--font': 'Public Sans' })).toEqual([]);
    expect(themeRefusals({ '--ok': '#fff', bad: 'x', '--worse': 'a;b' })).toHaveLength(2);
  });

  it('answers the stored variables by name, trimmed, leaving out and telling the refused', () => {
    const refused: string[] = [];
    const stored = { '--font': 'system-ui', background: 'red', '--color-theme': ' #363636 ', '--x': 'a:b' };
    expect(themeVariables(stored, (reason) => refused.push(reason))).toEqual([
      { name: '--color-theme', value: '#363636' },
      { name: '--font', value: 'system-ui' },
    ]);
    expect(refused).toHaveLength(2);
  });

  it('is empty when nothing, or no map, is stored', () => {
    for (const stored of [null, undefined, 'x', ['--a', 'b'], 7]) expect(themeVariables(stored)).toEqual([]);
  });
});
