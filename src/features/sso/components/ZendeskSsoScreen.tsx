import SsoScreen from './SsoScreen';

/** /zendesk_sso: the help centre's single sign-on (Zendesk JWT). */
export default function ZendeskSsoScreen() {
  return <SsoScreen target="zendesk" />;
}
