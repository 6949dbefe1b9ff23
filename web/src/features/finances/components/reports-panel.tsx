import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { RentRollReport } from './rent-roll-report';
import { ScheduleEReport } from './schedule-e-report';

type Report = 'rent-roll' | 'schedule-e';

const REPORTS = [
  { value: 'rent-roll', label: 'Rent roll' },
  { value: 'schedule-e', label: 'Schedule E' },
] as const;

/** The Reports tab: the rent roll (with the unmatched rent payments) and the Schedule E report. */
export function ReportsPanel() {
  const [report, setReport] = useState<Report>('rent-roll');
  return (
    <Tabs label="Reports" tabs={REPORTS} value={report} onChange={setReport}>
      {report === 'rent-roll' ? <RentRollReport /> : <ScheduleEReport />}
    </Tabs>
  );
}
