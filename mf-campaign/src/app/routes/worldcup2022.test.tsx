import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Worldcup2022Page } from './worldcup2022';

function renderAt(now: Date) {
  render(
    <MemoryRouter>
      <Worldcup2022Page now={now} />
    </MemoryRouter>,
  );
}

describe('Worldcup2022Page', () => {
  it('gives the campaign dates in the Buddhist era', () => {
    renderAt(new Date('2022-12-01T05:00:00Z'));
    expect(screen.getByText(/20 พฤศจิกายน 2565/)).toBeInTheDocument();
    expect(screen.getByText(/18 ธันวาคม 2565/)).toBeInTheDocument();
  });

  it('says the campaign is running during the tournament and ended after it', () => {
    renderAt(new Date('2022-12-01T05:00:00Z'));
    expect(screen.getByRole('status')).toHaveTextContent('กิจกรรมกำลังดำเนินอยู่');
  });

  it('lists the three steps and the terms', () => {
    renderAt(new Date('2026-11-21T05:00:00Z'));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('กิจกรรมสิ้นสุดแล้ว');
  });
});
