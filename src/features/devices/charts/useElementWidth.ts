/** The element's content width (src/common/useElementWidth.ts, shared with the trends charts). */
export { useElementWidth } from '../../../common/useElementWidth';
