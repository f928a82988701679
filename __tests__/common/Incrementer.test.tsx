import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Incrementer } from '../../src/common/Incrementer';

function Harness({ initial = 8, onValue = jest.fn() }: { initial?: number; onValue?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Incrementer
      label="Standby threshold"
      value={value}
      min={3}
      max={20}
      unit="W"
      decrementLabel="Decrease"
      incrementLabel="Increase"
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('Incrementer', () => {
  it('steps with − and + and stops at min and max', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Standby threshold' });
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(input).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '19');
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input).toHaveValue(20);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });

  it('rejects typing above the max', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Standby threshold' });
    await user.clear(input);
    await user.type(input, '25');
    expect(input).toHaveValue(2);
    expect(onValue).not.toHaveBeenCalledWith(25);
  });

  it('raises a value below the min to the min when the field is left', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Standby threshold' });
    await user.clear(input);
    await user.type(input, '1');
    expect(onValue).not.toHaveBeenCalledWith(1);
    await user.tab();
    expect(input).toHaveValue(3);
    expect(onValue).toHaveBeenLastCalledWith(3);
  });
});
