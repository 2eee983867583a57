/** Spec §2 "video-conference/history": the video feature's page (src/video). */
export { default } from '../../video/VideoHistoryPage';
