// Test fixtures of offline study's tests.

/** A lecture's master playlist as tenants/lectures writes it. */
export const LECTURE_MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="voice",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="1",URI="audio-en/index.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=13924,RESOLUTION=640x360,FRAME-RATE=4.000,CODECS="avc1.4d401e,opus",AUDIO="voice",NAME="Best"
best/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=10960,RESOLUTION=480x270,FRAME-RATE=4.000,CODECS="avc1.4d401e,opus",AUDIO="voice",NAME="Better"
better/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=8957,RESOLUTION=320x180,FRAME-RATE=4.000,CODECS="avc1.4d401e,opus",AUDIO="voice",NAME="Good"
good/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=8150,RESOLUTION=256x144,FRAME-RATE=4.000,CODECS="avc1.4d401e,opus",AUDIO="voice",NAME="Average"
average/index.m3u8
`;
