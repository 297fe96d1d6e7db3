"""Speed: the throughput model, its calibration on the measurement corpus, the buyer's anchors and evidence, production layouts."""
