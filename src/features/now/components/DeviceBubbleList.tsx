import DeviceBubble from './DeviceBubble';
import styles from './DeviceBubbles.module.css';

/**
 * The bubbles themselves, a chunk of their own (with the device icons): DeviceBubbles loads it when
 * its card comes near the view.
 */
export default function DeviceBubbleList({ ids }: { ids: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {ids.map((id) => (
        <DeviceBubble key={id} id={id} />
      ))}
    </ul>
  );
}
