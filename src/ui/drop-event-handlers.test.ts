import { describe, expect, it } from 'vitest';
import { dropEventHandlers } from './drop-event-handlers';

describe('dropEventHandlers', () => {
  const SPELLINGS: [string, string][] = [
    ['<img src="x" onerror="alert(1)">', '<img src="x" >'],
    ["<img src=x onerror='alert(1)' alt=a>", '<img src=x  alt=a>'],
    ['<img src=x onerror=alert(1)>', '<img src=x >'],
    ['<img/onerror=alert(1)>', '<img/>'],
    ['<IMG SRC=x ONERROR = "a()" >', '<IMG SRC=x  >'],
    ['<img src="x"onerror="a()">', '<img src="x">'],
    ['<body\nonload=a()><svg><animate onbegin=a() /></svg>', '<body\n><svg><animate  /></svg>'],
    ['<details open ontoggle=a()>', '<details open >'],
  ];
  it.each(SPELLINGS)('cuts the handler of %s (every spelling the HTML tokenizer accepts)', (html, cut) => {
    expect(dropEventHandlers(html)).toBe(cut);
  });

  it('leaves values, text and other attributes alone', () => {
    const html = '<p title="x onclick=y" data-on="1">Click on the button > or <b>onerror=</b> 1 < 2</p>';
    expect(dropEventHandlers(html)).toBe(html);
    expect(dropEventHandlers('<a href="https://x.test/?on=1" lang=on>on</a>')).toBe('<a href="https://x.test/?on=1" lang=on>on</a>');
  });

  it('does not read markup inside comments or raw-text elements as tags', () => {
    const html = '<!-- <img onerror=a()> --><script>"<img onerror=a()>"</script><textarea><b onclick=a()></textarea>';
    expect(dropEventHandlers(html)).toBe(html);
    expect(dropEventHandlers('<style>a{}</style><i onclick=a()>x</i>')).toBe('<style>a{}</style><i >x</i>');
  });

  it('ends cleanly on truncated markup', () => {
    expect(dropEventHandlers('<img src="x" onerror="a()')).toBe('<img src="x" ');
    expect(dropEventHandlers('<img onerror')).toBe('<img ');
    expect(dropEventHandlers('<!-- on')).toBe('<!-- on');
    expect(dropEventHandlers('text on <')).toBe('text on <');
  });
});
