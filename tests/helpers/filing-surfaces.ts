import ICAL from 'ical.js';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { formatDate } from '@/lib/core/dates';
import { readPdf } from '@/lib/reading/contracts/pdf';
import type { FilingYear, GovernmentLine } from '@/lib/tax/engine';
import { usd } from '@/lib/tax/engine/money';
import type { callAs } from './http';
import { dispatch } from './router';

// What each surface says about a filing year, read the way its reader reads it: the API's JSON, a page's
// server-rendered HTML as text, the calendar feed's events, the audit packet's PDF text. The consistency test
// (tests/api/filing-consistency.test.ts) holds each to the model (GET /filing-year).

type Caller = ReturnType<typeof callAs>;

/** The text a browser shows of a component's server-rendered HTML (tags dropped, entities decoded). */
export function textOf<P extends object>(component: FunctionComponent<P>, props: P): string {
  const html = renderToStaticMarkup(createElement(component, props));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:)])/g, '$1')
    .trim();
}

/** The HTML of one element with `data-testid` (its text), or null. */
export function testIdText<P extends object>(component: FunctionComponent<P>, props: P, id: string) {
  const html = renderToStaticMarkup(createElement(component, props));
  const at = html.indexOf(`data-testid="${id}"`);
  if (at === -1) return null;
  const open = html.lastIndexOf('<', at);
  const tag = /^<(\w+)/.exec(html.slice(open))?.[1] ?? 'div';
  // Nested elements of the same tag: count to the matching close.
  let depth = 0;
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = open;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) {
      return html
        .slice(open, re.lastIndex)
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .replace(/ ([.,:)])/g, '$1')
        .trim();
    }
  }
  return null;
}

/** The words a surface uses for a line's money: "you owe $796.15", "refund $977.67". */
export const moneyWords = (g: GovernmentLine) =>
  g.balance > 0 ? `you owe ${usd(g.balance)}` : g.balance < 0 ? `refund ${usd(-g.balance)}` : null;

/** "Federal: refund $4,790.90 · Ohio: you owe $1,855.39", as every headline must read. */
export const headlineOf = (m: FilingYear) => m.headline.text;

export const steps = (m: FilingYear) =>
  m.governments.filter((g) => g.order !== null).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

export async function feedEvents(call: Caller) {
  const res = await call('POST', '/api/v1/me/calendar-secret');
  expect(res.status).toBe(200);
  const feed = await dispatch(new Request(res.body.url as string));
  expect(feed.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, date: e.startDate.toString(), summary: e.summary, description: e.description };
  });
}

export async function packetText(token: string, year: number): Promise<string> {
  const res = await dispatch(
    new Request(`http://localhost:3000/api/v1/audit-packet?year=${year}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(res.status).toBe(200);
  const content = await readPdf(new Uint8Array(await res.arrayBuffer()));
  if (!('text' in content)) throw new Error('The packet has no text layer');
  return content.text.replace(/\s+/g, ' ');
}

/** A reason as the PDF prints it: the same words, whitespace as the text layer gives it. */
export const pdfWords = (s: string) => s.replace(/\s+/g, ' ');

export const day = (d: string | null) => (d === null ? null : formatDate(d));
