import 'server-only';
import { addFooters, createPdf, pdfBytes, sectionStarts } from './pdf/doc';
import { contents, cover } from './sections/cover';
import { checklist, states } from './sections/filing';
import { returns } from './sections/returns';
import { costs, taxHome, visits } from './sections/home';
import { mileageLog } from './sections/mileage';
import { expenses, income } from './sections/money';
import { assignments, twelveMonth } from './sections/work';
import type { PacketData, PacketTrip } from './types';

// The packet's PDF: the cover, then each section in the order an examiner asks for them (the tax home
// first, because every stipend depends on it), the contents filled in on page 1, footers on every page.

export async function renderPacket(data: PacketData, trips: AsyncIterable<PacketTrip>): Promise<Buffer> {
  const name = data.worker.name || data.worker.email || 'Worker';
  const doc = createPdf({
    title: `Audit packet ${data.year}`,
    author: name,
    date: new Date(`${data.generatedOn}T00:00:00Z`),
  });
  cover(doc, data);
  const coverEnd = doc.y;
  for (const draw of [taxHome, visits, costs, assignments, twelveMonth]) draw(doc, data);
  await mileageLog(doc, data, trips); // the only section that reads rows while drawing
  for (const draw of [expenses, income, returns, states, checklist]) draw(doc, data);
  // Copied first: the contents' own heading joins the list as it is drawn.
  contents(doc, [...sectionStarts(doc)], coverEnd);
  addFooters(doc, `${name} · Audit packet ${data.year}`);
  return pdfBytes(doc);
}
