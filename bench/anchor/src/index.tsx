// The anchor of the page-weight and Lighthouse benches: a bare React 19 page with no router, no
// federation, no kernel and no zod, showing the same prize table as /check-lottery (the latest
// draw from the same API call). What it costs is the floor our first visit is measured against.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Result {
  draw_date: string;
  first: string;
  adjacent_first: string[];
  second: string[];
  third: string[];
  fourth: string[];
  fifth: string[];
  front3: string[];
  last3: string[];
  last2: string;
}

const TIERS: { key: keyof Result; name: string; amount: number }[] = [
  { key: 'first', name: 'รางวัลที่ 1', amount: 6_000_000 },
  { key: 'front3', name: 'รางวัลเลขหน้า 3 ตัว', amount: 4_000 },
  { key: 'last3', name: 'รางวัลเลขท้าย 3 ตัว', amount: 4_000 },
  { key: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount: 2_000 },
  { key: 'adjacent_first', name: 'รางวัลข้างเคียงรางวัลที่ 1', amount: 100_000 },
  { key: 'second', name: 'รางวัลที่ 2', amount: 200_000 },
  { key: 'third', name: 'รางวัลที่ 3', amount: 80_000 },
  { key: 'fourth', name: 'รางวัลที่ 4', amount: 40_000 },
  { key: 'fifth', name: 'รางวัลที่ 5', amount: 20_000 },
];

const apiUrl = document.querySelector<HTMLMetaElement>('meta[name="chokdee-api-url"]')?.content ?? '';

function PrizeTable() {
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    void fetch(`${apiUrl}/public/v2/lottery-results?page=1&per_page=1`)
      .then((response) => response.json() as Promise<{ data: Result[] }>)
      .then((body) => setResult(body.data[0] ?? null));
  }, []);
  if (!result) return <p>กำลังโหลด…</p>;
  const date = new Date(`${result.draw_date}T00:00:00+07:00`);
  return (
    <main>
      <h1>
        ผลสลากกินแบ่งรัฐบาล งวดวันที่{' '}
        {date.toLocaleDateString('th-TH', { day: 'numeric', month: 'long', year: 'numeric' })}
      </h1>
      {TIERS.map((tier) => {
        const value = result[tier.key];
        const numbers = Array.isArray(value) ? value : [value];
        return (
          <section key={tier.key}>
            <h2>
              {tier.name} รางวัลละ {tier.amount.toLocaleString('th-TH')} บาท
            </h2>
            <ul>
              {numbers.map((number, index) => (
                <li key={`${number}-${index}`}>{number}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PrizeTable />
  </StrictMode>,
);
