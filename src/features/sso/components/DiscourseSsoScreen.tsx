import SsoScreen from './SsoScreen';

/** /discourse_sso: the community forum's single sign-on (DiscourseConnect). */
export default function DiscourseSsoScreen() {
  return <SsoScreen target="discourse" />;
}
