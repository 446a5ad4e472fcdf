import { describe, expect, it } from 'vitest';
import { dropEventHandlers } from './drop-event-handlers';

describe('dropEventHandlers', () => {
  it('cuts handlers in every attribute spelling the HTML tokenizer accepts', () => {
    expect(dropEventHandlers('<img src="x" onerror="alert(1)">')).toBe('<img src="x" >');
    expect(dropEventHandlers("<img src=x onerror='alert(1)' alt=a>")).toBe('<img src=x  alt=a>');
    expect(dropEventHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x >');
    expect(dropEventHandlers('<img/onerror=alert(1)>')).toBe('<img/>');
    expect(dropEventHandlers('<IMG SRC=x ONERROR = "a()" >')).toBe('<IMG SRC=x  >');
    expect(dropEventHandlers('<img src="x"onerror="a()">')).toBe('<img src="x">');
    expect(dropEventHandlers('<body\nonload=a()><svg><animate onbegin=a() /></svg>')).toBe('<body\n><svg><animate  /></svg>');
    expect(dropEventHandlers('<details open ontoggle=a()>')).toBe('<details open >');
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
