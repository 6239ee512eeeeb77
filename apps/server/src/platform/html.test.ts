import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps text markup', () => {
    const html = '<h3>Title</h3><p>One <strong>two</strong> <em>three</em></p><ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><table><tr><td>x</td></tr></table><p>line<br>break</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts and every way of running code', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<style>body{background:url(javascript:alert(1))}</style>',
      '<p onclick="alert(1)" style="x:expression(alert(1))">hi</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="//evil.example">x</a>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<!--<script>alert(1)</script>-->',
      '<a href="x" title="a>b" onmouseover="alert(1)">t</a>',
      '<<script>alert(1)//<</script>',
      '<p>unclosed <script>alert(1)',
    ];
    for (const attack of attacks) {
      const clean = sanitizeHtml(attack);
      expect(clean, attack).not.toMatch(/<script|<img|<svg|<iframe|<style|<object|<embed|<math|\son\w+=|javascript:|vbscript:|data:text/i);
      expect(clean, attack).not.toMatch(/href="\/\//);
    }
  });

  it('keeps safe links and opens outside ones in a new tab', () => {
    expect(sanitizeHtml('<a href="https://help.example.com/a?b=1&amp;c=2" title="Help">help</a>')).toBe(
      '<a href="https://help.example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow" title="Help">help</a>',
    );
    expect(sanitizeHtml('<a href="/article/index?id=3">x</a>')).toBe('<a href="/article/index?id=3">x</a>');
    expect(sanitizeHtml('<a href="mailto:support@example.com">mail</a>')).toBe('<a href="mailto:support@example.com">mail</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('escapes stray text and keeps the output well nested', () => {
    expect(sanitizeHtml('5 < 6 & 7 > 3')).toBe('5 &lt; 6 &amp; 7 &gt; 3');
    // Entities are decoded and the text re-escaped (what keeps "&#106;avascript:" from hiding a scheme): © comes back as itself.
    expect(sanitizeHtml('&lt;script&gt; stays text &amp; &#169;')).toBe('&lt;script&gt; stays text &amp; ©');
    expect(sanitizeHtml('<p><strong>bold</p>')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('<ul><li>open')).toBe('<ul><li>open</li></ul>');
    // A stray </p> opens and closes an empty paragraph, as a browser parses it (HTML standard, "in body" insertion mode).
    expect(sanitizeHtml('</p>text')).toBe('<p></p>text');
    expect(sanitizeHtml('<div class="x"><font color=red>kept text</font></div>')).toBe('kept text');
  });

  it('leaves nothing of known mXSS and XSS payloads that a browser could run', () => {
    const dropped: [string, string][] = [
      // svg / math namespace confusion: foreign content goes with everything inside it
      ['<svg><p><style><img src=x onerror=alert(1)></style></p></svg>', ''],
      ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>', ''],
      ['<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>">', ''],
      ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
      // noscript and other raw-text tricks: parsed differently with scripting on, so dropped whole
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
      ['<template><img src=x onerror=alert(1)></template>', ''],
      ['<textarea><img src=x onerror=alert(1)></textarea>', ''],
      ['<title><img src=x onerror=alert(1)></title>', ''],
      ['<xmp><img src=x onerror=alert(1)></xmp>', ''],
      ['<noembed><img src=x onerror=alert(1)></noembed>', ''],
      ['<select><option><img src=x onerror=alert(1)></option></select>', ''],
      // event handlers
      ['<img src=x onerror=alert(1)>', ''],
      ['<IMG SRC="jav&#x0A;ascript:alert(1)">', ''],
      ['<details open ontoggle=alert(1)>d</details>', 'd'],
      // javascript: URLs however spelled
      ['<a href="java&#0000115;cript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>', '<a>x</a>'],
      ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
      ['<a href="\u0001javascript:alert(1)">x</a>', '<a>x</a>'],
      // style expressions and url()s: no style attribute survives
      ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
      ['<span style="width: expression(alert(1))">e</span>', '<span>e</span>'],
      // nested and conditional comments
      ['<!-- <!-- --><script>alert(1)</script> -->', ' --&gt;'],
      ['<!--[if gte IE 4]><script>alert(1)</script><![endif]-->', ''],
      ['<!--><img src=x onerror=alert(1)>-->', '--&gt;'],
      ['<p>a<!--<img src="--><img src=x onerror=alert(1)//">', '<p>a</p>'],
      // an author's target/rel never survives; a quote inside a URL stays inside it
      ['<a href="https://ok.example" target="_self" rel="opener" onclick="x()">ok</a>', '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>'],
      ['<a href="https://a.example/&quot;onmouseover=&quot;alert(1)">q</a>', '<a href="https://a.example/&quot;onmouseover=&quot;alert(1)" target="_blank" rel="noopener noreferrer nofollow">q</a>'],
    ];
    for (const [attack, expected] of dropped) {
      const clean = sanitizeHtml(attack);
      expect(clean, attack).toBe(expected);
      // Sanitising what was stored changes nothing: no second parse finds anything new.
      expect(sanitizeHtml(clean), attack).toBe(clean);
    }
  });

  it('isSafeHref', () => {
    for (const ok of ['https://a.example', 'http://a.example', 'mailto:a@b.c', '/path', 'relative/page', '#top', '?q=1', 'page?x=a:b']) expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of ['javascript:x', ' javascript:x', 'java\nscript:x', 'data:x', 'file:///etc/passwd', '//host', '', 'jav&#97;script:x']) expect(isSafeHref(bad), bad).toBe(false);
  });
});
