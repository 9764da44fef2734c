// GET /api/v1/per-diem?state=&city=&date= (or zip=): the GSA rate of a place and month, in cents
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { todayOf } from '@/lib/core/dates';
import { gsaRate } from '@/lib/tax/law';
import { perDiemCheckText } from '@/lib/tax-views/per-diem';
import { perDiemQuery } from '@/lib/tax-views/schemas';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ query: perDiemQuery, cache: true }, async ({ ctx, query }) => {
    const rate = gsaRate(
      { zip: query.zip, city: query.city, state: query.state },
      query.date ?? todayOf(ctx.now),
    );
    return json({
      area: rate.area,
      fiscalYear: rate.fiscalYear,
      lodging: rate.lodging,
      mie: rate.mie,
      weeklyHousingMax: 7 * rate.lodging,
      weeklyMieMax: 7 * rate.mie,
      checked: rate.checked,
      check: perDiemCheckText(rate),
      notes: rate.notes,
    });
  }),
});
