import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { createFeedbackSchema, initialFeedbackValues } from '../../../src/features/support/components/FeedbackSchema';
import FeedbackScreen from '../../../src/features/support/components/FeedbackScreen';
import { supportSaga } from '../../../src/features/support/supportSaga';
import { supportReducer } from '../../../src/features/support/supportSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });

describe('the feedback schema (spec §5)', () => {
  const schema = createFeedbackSchema(intl);
  const message = (values: object) => schema.validate(values).then(() => null, (e: ValidationError) => e.message);

  it("the description is required: 'please provide a brief description'", async () => {
    expect(await message({ category: 'feedback', subCategory: 'Something else', description: '' })).toBe('please provide a brief description');
    expect(await message({ category: 'feedback', subCategory: 'Something else', description: '   ' })).toBe('please provide a brief description');
    expect(await message({ category: 'feedback', subCategory: 'Something else', description: 'Works well' })).toBeNull();
  });

  it('at most 5000 characters', async () => {
    expect(await message({ category: 'support', subCategory: 'Wi-Fi Issue', description: 'x'.repeat(5001) })).toBe('Please keep it under 5000 characters');
  });

  it('only the three categories and three sub-categories', async () => {
    expect(await message({ category: 'complaint', subCategory: 'Something else', description: 'x' })).not.toBeNull();
    expect(await message({ category: 'feedback', subCategory: 'Other', description: 'x' })).not.toBeNull();
  });

  it('starts at feedback / Something else, or what the link chose', () => {
    expect(initialFeedbackValues(new URLSearchParams())).toEqual({ category: 'feedback', subCategory: 'Something else', description: '' });
    expect(initialFeedbackValues(new URLSearchParams('category=support&sub_category=Wi-Fi%20Issue'))).toMatchObject({ category: 'support', subCategory: 'Wi-Fi Issue' });
    expect(initialFeedbackValues(new URLSearchParams('category=nope'))).toMatchObject({ category: 'feedback' });
  });
});

describe('the feedback page', () => {
  function setup(handler: Parameters<typeof createFakeApi>[0], route = '/settings/feedback') {
    return renderFeature(<FeedbackScreen />, {
      reducers: { support: supportReducer },
      saga: supportSaga,
      session: { accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] },
      api: createFakeApi(handler),
      route,
    });
  }

  it('sends category, sub-category, text, monitor, device and client Webclient; thanks; the form starts over', async () => {
    const { api, types } = setup(() => ok({ status: 'ok', id: 1 }), '/settings/feedback?device_id=dev-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('please provide a brief description')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Support');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Wi-Fi Issue');
    await userEvent.type(screen.getByLabelText('Description'), '  It drops off at night.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const thanks = await screen.findByTestId('feedback-thanks');
    expect(within(thanks).getByRole('heading', { name: 'Thank you for your feedback!' })).toHaveFocus();
    expect(types().filter((t) => t === 'support/feedbackRequested')).toHaveLength(1);
    expect(api.calls[0]?.request).toMatchObject({
      method: 'POST',
      path: '/users/7/feedback',
      query: { client_version: '21.0.0' },
      body: { category: 'support', sub_category: 'Wi-Fi Issue', feedback: 'It drops off at night.', monitor_id: 42, device_id: 'dev-1', client: 'Webclient' },
    });

    await userEvent.click(within(thanks).getByRole('button', { name: 'Send more feedback' }));
    await waitFor(() => expect(screen.queryByTestId('feedback-thanks')).toBeNull());
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('keeps the text on a server error, with an error notice', async () => {
    setup(() => fail(500, { status: 'error', error_reason: 'Something broke' }));
    await userEvent.type(screen.getByLabelText('Description'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByTestId('notice-error')).toHaveTextContent('Feedback not sent');
    expect(screen.getByLabelText('Description')).toHaveValue('Hello');
    expect(screen.queryByTestId('feedback-thanks')).toBeNull();
  });
});
