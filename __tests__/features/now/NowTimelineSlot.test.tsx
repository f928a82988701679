import { act, lazy, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import NowTimelineSlot from '../../../src/features/now/components/NowTimelineSlot';

describe('the Now screen\'s Recent activity card', () => {
  it('stays busy while its timeline\'s chunk loads, and is no longer busy once the timeline is drawn', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const Timeline = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => { arrive = resolve; }));
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <NowTimelineSlot>
          <Timeline />
        </NowTimelineSlot>
      </IntlProvider>,
    );
    // Near the view (jest.setup.ts draws every card), but the chunk has not arrived: its place is held and the card is busy.
    const card = screen.getByRole('region', { name: 'Recent activity' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive({ default: () => <p>Fridge turned on</p> }));
    expect(await screen.findByText('Fridge turned on')).toBeInTheDocument();
    expect(card).not.toHaveAttribute('aria-busy');
  });
});
