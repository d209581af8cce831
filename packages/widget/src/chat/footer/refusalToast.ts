/** The W-UP2/UP3 toast, in its own chunk: most visitors never see a refused file. */
import { Toast } from 'antd-mobile';

export function showRefusal(content: string): void {
  Toast.show({ content, icon: 'fail' });
}
