/**
 * One side of a 1:1 call over RTCPeerConnection (issue 16), for both front ends: the agent's console makes the offer,
 * the widget answers; signals go through the server (the caller passes `send`). Candidates that arrive before the
 * remote description wait for it. Muting takes the microphone's track off its sender, so no audio RTP leaves at all;
 * dropping video does the same for the camera and stops it.
 */
import type { CallSignal, IceServer } from '@parley/protocol';

export interface PeerEvents {
  send(signal: CallSignal): void;
  remote(stream: MediaStream): void;
  state(state: RTCPeerConnectionState): void;
}

export interface Peer {
  offer(): Promise<void>;
  receive(signal: CallSignal): Promise<void>;
  setMuted(muted: boolean): Promise<void>;
  dropVideo(): Promise<void>;
  close(): void;
}

export function createPeer(iceServers: IceServer[], local: MediaStream, on: PeerEvents): Peer {
  const pc = new RTCPeerConnection({ iceServers });
  const senders = local.getTracks().map((track) => ({ track, sender: pc.addTrack(track, local) }));
  // Both sides offer to receive video, so a voice-only side still sees the other's camera until either drops it.
  if (!local.getVideoTracks().length) pc.addTransceiver('video', { direction: 'recvonly' });
  const early: RTCIceCandidateInit[] = [];
  let remote: MediaStream | null = null;

  pc.onicecandidate = (e) => {
    if (e.candidate)
      on.send({
        type: 'candidate',
        candidate: e.candidate.candidate,
        sdpMid: e.candidate.sdpMid,
        sdpMLineIndex: e.candidate.sdpMLineIndex,
      });
  };
  pc.ontrack = (e) => {
    remote = e.streams[0] ?? remote ?? new MediaStream();
    if (!remote.getTracks().includes(e.track)) remote.addTrack(e.track);
    on.remote(remote);
  };
  pc.onconnectionstatechange = () => on.state(pc.connectionState);

  const flush = async () => {
    for (const c of early.splice(0)) await pc.addIceCandidate(c);
  };
  const senderOf = (kind: 'audio' | 'video') => senders.find((s) => s.track.kind === kind);

  return {
    async offer() {
      await pc.setLocalDescription(await pc.createOffer());
      on.send({ type: 'offer', sdp: pc.localDescription!.sdp });
    },
    async receive(signal) {
      if (signal.type === 'offer') {
        await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await flush();
        await pc.setLocalDescription(await pc.createAnswer());
        on.send({ type: 'answer', sdp: pc.localDescription!.sdp });
      } else if (signal.type === 'answer') {
        await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await flush();
      } else if (signal.type === 'candidate') {
        const c = { candidate: signal.candidate, sdpMid: signal.sdpMid ?? null, sdpMLineIndex: signal.sdpMLineIndex ?? null };
        if (pc.remoteDescription) await pc.addIceCandidate(c);
        else early.push(c);
      }
    },
    async setMuted(muted) {
      const audio = senderOf('audio');
      if (!audio) return;
      audio.track.enabled = !muted;
      await audio.sender.replaceTrack(muted ? null : audio.track);
    },
    async dropVideo() {
      const video = senderOf('video');
      if (!video) return;
      await video.sender.replaceTrack(null);
      video.track.stop();
      local.removeTrack(video.track);
    },
    close() {
      pc.close();
      local.getTracks().forEach((t) => t.stop());
    },
  };
}

/** Camera and microphone for a call; voice asks for the microphone only. */
export function localMedia(video: boolean): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ audio: true, video: video ? { width: { ideal: 640 }, height: { ideal: 480 } } : false });
}
