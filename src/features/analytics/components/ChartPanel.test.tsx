import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartPanel } from './ChartPanel';

const table = {
  columns: ['Week of', 'Leads'],
  rows: [
    ['Nov 9', 3],
    ['Nov 16', 1200],
  ],
};
const base = { title: 'Leads per week', table, emptyText: 'No leads in this range.', onRetry: () => {} };

describe('ChartPanel', () => {
  it('gives the chart a text alternative: a table with the same numbers', () => {
    render(
      <ChartPanel {...base} summary="1,203 leads" empty={false} loading={false}>
        <svg data-testid="chart" />
      </ChartPanel>,
    );
    expect(screen.getByRole('region', { name: 'Leads per week' })).toBeInTheDocument();
    expect(screen.getByText('1,203 leads')).toBeInTheDocument();
    const t = screen.getByRole('table', { name: 'Leads per week' });
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Week of', 'Leads']);
    expect(within(t).getByRole('row', { name: 'Nov 16 1,200' })).toBeInTheDocument();
    expect(screen.getByTestId('chart')).toBeInTheDocument();
  });

  it('says when there is nothing to chart, with no chart and no table', () => {
    render(
      <ChartPanel {...base} empty loading={false}>
        <svg data-testid="chart" />
      </ChartPanel>,
    );
    expect(screen.getByText('No leads in this range.')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with its message and a Retry that asks again', async () => {
    const onRetry = jest.fn();
    render(
      <ChartPanel
        {...base}
        onRetry={onRetry}
        empty={false}
        loading={false}
        error={{ code: 'permission-denied', message: 'Missing or insufficient permissions.' }}
      >
        <svg data-testid="chart" />
      </ChartPanel>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Leads per week could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('chart')).toBeNull();
  });
});
