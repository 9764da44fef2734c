'use client';

import { useId, useState } from 'react';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { DownloadButton } from './download-button';

/** The tax year to pack, and the packet as a PDF or as a ZIP with every attached file. */
export function PacketDownloads({ years, defaultYear }: { years: number[]; defaultYear: number }) {
  const [year, setYear] = useState(defaultYear);
  const id = useId();
  return (
    <div className="grid gap-4">
      <div className="max-w-40">
        <Label htmlFor={id}>Tax year</Label>
        <Select id={id} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Keyed by year: a new year starts a fresh download state. */}
        <DownloadButton
          key={`pdf-${year}`}
          href={`/api/export/audit-packet.pdf?year=${year}`}
          filename={`audit-packet-${year}.pdf`}
          label="Download PDF"
          preparing="Preparing your packet"
        />
        <DownloadButton
          key={`zip-${year}`}
          href={`/api/export/audit-packet.zip?year=${year}`}
          filename={`audit-packet-${year}.zip`}
          label="Download ZIP with files"
          preparing="Gathering your files"
          variant="secondary"
        />
      </div>
    </div>
  );
}
