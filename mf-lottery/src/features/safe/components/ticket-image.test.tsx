import { render, screen } from '@testing-library/react';
import { TicketImage } from './ticket-image';

describe('ticket image', () => {
  it('is one image named by its number and set, printed like a GLO ticket', () => {
    render(<TicketImage number="123456" setNo={12} drawDate="2026-12-01" />);
    const ticket = screen.getByRole('img', { name: 'สลากเลข 123456 ชุดที่ 12' });
    expect(ticket).toHaveTextContent('สลากกินแบ่งรัฐบาล');
    expect(ticket).toHaveTextContent('งวดวันที่ 1 ธันวาคม 2569');
    expect(ticket).toHaveTextContent('123456');
    expect(ticket).toHaveTextContent('12');
  });

  it('keeps leading zeros and pads the set, and draws the 16th in another colour than the 1st', () => {
    const { container } = render(
      <>
        <TicketImage number="000789" setNo={3} drawDate="2026-12-01" />
        <TicketImage number="000789" setNo={3} drawDate="2026-12-16" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'สลากเลข 000789 ชุดที่ 3' });
    expect(first).toHaveTextContent('000789');
    expect(first).toHaveTextContent('03');
    const stops = [...container.querySelectorAll('linearGradient stop')].map((s) =>
      s.getAttribute('stop-color'),
    );
    expect(stops[0]).not.toBe(stops[2]);
    // Each ticket's pattern has its own id, so two on a page never share one definition.
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
    expect(second).toBeInTheDocument();
  });
});
