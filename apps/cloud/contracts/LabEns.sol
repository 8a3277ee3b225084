// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// A minimal ENS for the local chain: the registry (EIP-137), a public resolver (addr, name) and a
// universal resolver with the entry points viem's getEnsAddress and getEnsName call
// (resolveWithGateways, reverseWithGateways). No wildcards, no off-chain lookups: every name the
// lab resolves is on chain.

/** EIP-137's registry: who owns each node and which resolver answers for it. */
contract LabEnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    error NotOwner(bytes32 node);

    modifier authorised(bytes32 node) {
        if (records[node].owner != msg.sender) revert NotOwner(node);
        _;
    }

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function setOwner(bytes32 node, address newOwner) external authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        authorised(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    function setResolver(bytes32 node, address newResolver) external authorised(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }
}

/** A public resolver: a node's owner (in the registry) sets its address and its name. */
contract LabPublicResolver {
    LabEnsRegistry public immutable registry;
    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);

    error NotOwner(bytes32 node);

    constructor(LabEnsRegistry ensRegistry) {
        registry = ensRegistry;
    }

    modifier authorised(bytes32 node) {
        if (registry.owner(node) != msg.sender) revert NotOwner(node);
        _;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, addr(bytes32), name(bytes32).
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x3b3b57de || interfaceId == 0x691f3431;
    }
}

/** The universal resolver's two calls viem makes, answered from the registry above. */
contract LabUniversalResolver {
    LabEnsRegistry public immutable registry;

    // The ADDR_REVERSE node: namehash("addr.reverse").
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    constructor(LabEnsRegistry ensRegistry) {
        registry = ensRegistry;
    }

    /** Calls `data` (addr(node), …) on the resolver of a DNS-encoded name. */
    function resolveWithGateways(bytes calldata dnsName, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        address found = registry.resolver(namehash(dnsName, 0));
        if (found == address(0)) revert ResolverNotFound(dnsName);
        (bool ok, bytes memory result) = found.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, found);
    }

    /** The primary name of an address: its reverse record, checked against the name's own address. */
    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        bytes32 node = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(hexLower(lookupAddress))));
        address reverseResolver = registry.resolver(node);
        if (reverseResolver == address(0)) return ("", address(0), address(0));
        string memory primary = LabPublicResolver(reverseResolver).name(node);
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes32 forward = namehash(dnsEncode(bytes(primary)), 0);
        address forwardResolver = registry.resolver(forward);
        address claimed = forwardResolver == address(0) ? address(0) : LabPublicResolver(forwardResolver).addr(forward);
        if (keccak256(abi.encodePacked(claimed)) != keccak256(lookupAddress)) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(claimed));
        }
        return (primary, forwardResolver, reverseResolver);
    }

    /** EIP-137's namehash of a DNS-encoded name, from label `offset` on. */
    function namehash(bytes memory dnsName, uint256 offset) internal pure returns (bytes32) {
        uint256 length = uint8(dnsName[offset]);
        if (length == 0) return bytes32(0);
        bytes32 parent = namehash(dnsName, offset + length + 1);
        bytes memory label = new bytes(length);
        for (uint256 i = 0; i < length; i++) label[i] = dnsName[offset + 1 + i];
        return keccak256(abi.encodePacked(parent, keccak256(label)));
    }

    /** "alice.eth" as DNS wire format: each label prefixed by its length, then a zero byte. */
    function dnsEncode(bytes memory dotted) internal pure returns (bytes memory encoded) {
        encoded = new bytes(dotted.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= dotted.length; i++) {
            if (i == dotted.length || dotted[i] == ".") {
                encoded[labelStart] = bytes1(uint8(i - labelStart));
                for (uint256 j = labelStart; j < i; j++) encoded[j + 1] = dotted[j];
                labelStart = i + 1;
            }
        }
        encoded[dotted.length + 1] = 0;
    }

    /** An address's bytes as lowercase hex without 0x, the label of its reverse node. */
    function hexLower(bytes memory raw) internal pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(raw.length * 2);
        for (uint256 i = 0; i < raw.length; i++) {
            out[2 * i] = digits[uint8(raw[i]) >> 4];
            out[2 * i + 1] = digits[uint8(raw[i]) & 0x0f];
        }
    }
}
